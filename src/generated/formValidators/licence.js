// generated from specs/ — do not edit
// The precompiled validators of the form specs/forms/licence.form.yaml, by the RJSF hash of each schema they check.
var __getOwnPropNames = Object.getOwnPropertyNames;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length(str) {
      const len = str.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// licence.cjs
var require_licence = __commonJS({
  "licence.cjs"(exports) {
    exports["44a62fbb"] = validate10;
    var schema11 = { "type": "object", "required": ["certification_number", "effective_date", "expiration_date"], "properties": { "state": { "type": "string", "title": "State" }, "certification_number": { "type": "string", "title": "Certification Number", "minLength": 1, "maxLength": 64 }, "effective_date": { "type": "string", "title": "Effective Date" }, "expiration_date": { "type": "string", "title": "Expiration Date" }, "file": { "type": "string", "title": "Upload document (PDF or image)" } }, "$id": "44a62fbb" };
    var func2 = require_ucs2length().default;
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.certification_number === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "certification_number" }, message: "must have required property 'certification_number'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.effective_date === void 0) {
          const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "effective_date" }, message: "must have required property 'effective_date'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data.expiration_date === void 0) {
          const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "expiration_date" }, message: "must have required property 'expiration_date'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data.state !== void 0) {
          let data0 = data.state;
          if (typeof data0 !== "string") {
            const err3 = { instancePath: instancePath + "/state", schemaPath: "#/properties/state/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.state.type, parentSchema: schema11.properties.state, data: data0 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        if (data.certification_number !== void 0) {
          let data1 = data.certification_number;
          if (typeof data1 === "string") {
            if (func2(data1) > 64) {
              const err4 = { instancePath: instancePath + "/certification_number", schemaPath: "#/properties/certification_number/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters", schema: 64, parentSchema: schema11.properties.certification_number, data: data1 };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
            if (func2(data1) < 1) {
              const err5 = { instancePath: instancePath + "/certification_number", schemaPath: "#/properties/certification_number/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.certification_number, data: data1 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
          } else {
            const err6 = { instancePath: instancePath + "/certification_number", schemaPath: "#/properties/certification_number/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.certification_number.type, parentSchema: schema11.properties.certification_number, data: data1 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data.effective_date !== void 0) {
          let data2 = data.effective_date;
          if (typeof data2 !== "string") {
            const err7 = { instancePath: instancePath + "/effective_date", schemaPath: "#/properties/effective_date/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.effective_date.type, parentSchema: schema11.properties.effective_date, data: data2 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data.expiration_date !== void 0) {
          let data3 = data.expiration_date;
          if (typeof data3 !== "string") {
            const err8 = { instancePath: instancePath + "/expiration_date", schemaPath: "#/properties/expiration_date/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.expiration_date.type, parentSchema: schema11.properties.expiration_date, data: data3 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data.file !== void 0) {
          let data4 = data.file;
          if (typeof data4 !== "string") {
            const err9 = { instancePath: instancePath + "/file", schemaPath: "#/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.file.type, parentSchema: schema11.properties.file, data: data4 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_licence();
