// generated from specs/ — do not edit
// The precompiled validators of the form specs/forms/maintenanceWindow.form.yaml, by the RJSF hash of each schema they check.
var __getOwnPropNames = Object.getOwnPropertyNames;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};

// maintenanceWindow.cjs
var require_maintenanceWindow = __commonJS({
  "maintenanceWindow.cjs"(exports) {
    exports["2ab547f3"] = validate10;
    var schema11 = { "type": "object", "required": ["start_date_time", "duration_minutes", "procedure_type_id", "message"], "properties": { "start_date_time": { "type": "integer" }, "duration_minutes": { "type": "integer", "default": 10 }, "is_indefinitely": { "type": "boolean", "default": false }, "procedure_type_id": { "type": ["integer", "null"], "default": null }, "message": { "type": "string" }, "affected_patients": { "type": "string" }, "active": { "type": "boolean", "default": true } }, "$id": "2ab547f3" };
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.start_date_time === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "start_date_time" }, message: "must have required property 'start_date_time'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.duration_minutes === void 0) {
          const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "duration_minutes" }, message: "must have required property 'duration_minutes'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data.procedure_type_id === void 0) {
          const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "procedure_type_id" }, message: "must have required property 'procedure_type_id'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data.message === void 0) {
          const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "message" }, message: "must have required property 'message'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data.start_date_time !== void 0) {
          let data0 = data.start_date_time;
          if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)))) {
            const err4 = { instancePath: instancePath + "/start_date_time", schemaPath: "#/properties/start_date_time/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.start_date_time.type, parentSchema: schema11.properties.start_date_time, data: data0 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        if (data.duration_minutes !== void 0) {
          let data1 = data.duration_minutes;
          if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)))) {
            const err5 = { instancePath: instancePath + "/duration_minutes", schemaPath: "#/properties/duration_minutes/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.duration_minutes.type, parentSchema: schema11.properties.duration_minutes, data: data1 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
        if (data.is_indefinitely !== void 0) {
          let data2 = data.is_indefinitely;
          if (typeof data2 !== "boolean") {
            const err6 = { instancePath: instancePath + "/is_indefinitely", schemaPath: "#/properties/is_indefinitely/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties.is_indefinitely.type, parentSchema: schema11.properties.is_indefinitely, data: data2 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data.procedure_type_id !== void 0) {
          let data3 = data.procedure_type_id;
          if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3))) && data3 !== null) {
            const err7 = { instancePath: instancePath + "/procedure_type_id", schemaPath: "#/properties/procedure_type_id/type", keyword: "type", params: { type: schema11.properties.procedure_type_id.type }, message: "must be integer,null", schema: schema11.properties.procedure_type_id.type, parentSchema: schema11.properties.procedure_type_id, data: data3 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data.message !== void 0) {
          let data4 = data.message;
          if (typeof data4 !== "string") {
            const err8 = { instancePath: instancePath + "/message", schemaPath: "#/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.message.type, parentSchema: schema11.properties.message, data: data4 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data.affected_patients !== void 0) {
          let data5 = data.affected_patients;
          if (typeof data5 !== "string") {
            const err9 = { instancePath: instancePath + "/affected_patients", schemaPath: "#/properties/affected_patients/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.affected_patients.type, parentSchema: schema11.properties.affected_patients, data: data5 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data.active !== void 0) {
          let data6 = data.active;
          if (typeof data6 !== "boolean") {
            const err10 = { instancePath: instancePath + "/active", schemaPath: "#/properties/active/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties.active.type, parentSchema: schema11.properties.active, data: data6 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
      } else {
        const err11 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_maintenanceWindow();
