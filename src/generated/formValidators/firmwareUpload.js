// generated from specs/ — do not edit
// The precompiled validators of the form specs/forms/firmwareUpload.form.yaml, by the RJSF hash of each schema they check.
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

// firmwareUpload.cjs
var require_firmwareUpload = __commonJS({
  "firmwareUpload.cjs"(exports) {
    exports["78b0e102"] = validate10;
    var schema11 = { "type": "object", "properties": { "version_number": { "type": "string", "title": "Version Number*", "maxLength": 32 }, "firmware": { "type": "string", "title": "Firmware File*" } }, "$id": "78b0e102" };
    var func2 = require_ucs2length().default;
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.version_number !== void 0) {
          let data0 = data.version_number;
          if (typeof data0 === "string") {
            if (func2(data0) > 32) {
              const err0 = { instancePath: instancePath + "/version_number", schemaPath: "#/properties/version_number/maxLength", keyword: "maxLength", params: { limit: 32 }, message: "must NOT have more than 32 characters", schema: 32, parentSchema: schema11.properties.version_number, data: data0 };
              if (vErrors === null) {
                vErrors = [err0];
              } else {
                vErrors.push(err0);
              }
              errors++;
            }
          } else {
            const err1 = { instancePath: instancePath + "/version_number", schemaPath: "#/properties/version_number/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.version_number.type, parentSchema: schema11.properties.version_number, data: data0 };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
        if (data.firmware !== void 0) {
          let data1 = data.firmware;
          if (typeof data1 !== "string") {
            const err2 = { instancePath: instancePath + "/firmware", schemaPath: "#/properties/firmware/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.firmware.type, parentSchema: schema11.properties.firmware, data: data1 };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
      } else {
        const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_firmwareUpload();
