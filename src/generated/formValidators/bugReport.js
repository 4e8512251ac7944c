// generated from specs/ — do not edit
// The precompiled validators of the form specs/forms/bugReport.form.yaml, by the RJSF hash of each schema they check.
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

// bugReport.cjs
var require_bugReport = __commonJS({
  "bugReport.cjs"(exports) {
    exports.f6ad1fd = validate10;
    var schema11 = { "type": "object", "required": ["description", "issue_type", "line_of_business"], "properties": { "description": { "type": "string", "minLength": 1, "maxLength": 5e3, "title": "Description" }, "issue_type": { "type": "string", "enum": ["feedback", "demand", "issue", "idea"], "title": "Issue Type" }, "line_of_business": { "type": "string", "enum": ["cardiac", "Ortho"], "title": "Line of Business" }, "attachments": { "type": ["string", "null"], "title": "Attachments" } }, "$id": "f6ad1fd" };
    var func2 = require_ucs2length().default;
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.description === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "description" }, message: "must have required property 'description'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.issue_type === void 0) {
          const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "issue_type" }, message: "must have required property 'issue_type'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data.line_of_business === void 0) {
          const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "line_of_business" }, message: "must have required property 'line_of_business'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data.description !== void 0) {
          let data0 = data.description;
          if (typeof data0 === "string") {
            if (func2(data0) > 5e3) {
              const err3 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/maxLength", keyword: "maxLength", params: { limit: 5e3 }, message: "must NOT have more than 5000 characters", schema: 5e3, parentSchema: schema11.properties.description, data: data0 };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
            if (func2(data0) < 1) {
              const err4 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.description, data: data0 };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
          } else {
            const err5 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.description.type, parentSchema: schema11.properties.description, data: data0 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
        if (data.issue_type !== void 0) {
          let data1 = data.issue_type;
          if (typeof data1 !== "string") {
            const err6 = { instancePath: instancePath + "/issue_type", schemaPath: "#/properties/issue_type/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.issue_type.type, parentSchema: schema11.properties.issue_type, data: data1 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
          if (!(data1 === "feedback" || data1 === "demand" || data1 === "issue" || data1 === "idea")) {
            const err7 = { instancePath: instancePath + "/issue_type", schemaPath: "#/properties/issue_type/enum", keyword: "enum", params: { allowedValues: schema11.properties.issue_type.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.issue_type.enum, parentSchema: schema11.properties.issue_type, data: data1 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data.line_of_business !== void 0) {
          let data2 = data.line_of_business;
          if (typeof data2 !== "string") {
            const err8 = { instancePath: instancePath + "/line_of_business", schemaPath: "#/properties/line_of_business/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.line_of_business.type, parentSchema: schema11.properties.line_of_business, data: data2 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
          if (!(data2 === "cardiac" || data2 === "Ortho")) {
            const err9 = { instancePath: instancePath + "/line_of_business", schemaPath: "#/properties/line_of_business/enum", keyword: "enum", params: { allowedValues: schema11.properties.line_of_business.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.line_of_business.enum, parentSchema: schema11.properties.line_of_business, data: data2 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data.attachments !== void 0) {
          let data3 = data.attachments;
          if (typeof data3 !== "string" && data3 !== null) {
            const err10 = { instancePath: instancePath + "/attachments", schemaPath: "#/properties/attachments/type", keyword: "type", params: { type: schema11.properties.attachments.type }, message: "must be string,null", schema: schema11.properties.attachments.type, parentSchema: schema11.properties.attachments, data: data3 };
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
export default require_bugReport();
