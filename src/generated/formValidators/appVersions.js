// generated from specs/ — do not edit
// The precompiled validators of the form specs/forms/appVersions.form.yaml, by the RJSF hash of each schema they check.
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

// appVersions.cjs
var require_appVersions = __commonJS({
  "appVersions.cjs"(exports) {
    exports["-2051537b"] = validate10;
    var schema11 = { "type": "object", "required": ["minAppVersion", "latestVersion", "appCheckFrequency", "sessionAllowedCheckFrequency"], "properties": { "minAppVersion": { "type": "string", "minLength": 1, "maxLength": 32, "pattern": "^[0-9]+(\\.[0-9]+)*$", "title": "Minimum Required Version" }, "latestVersion": { "type": "string", "minLength": 1, "maxLength": 32, "pattern": "^[0-9]+(\\.[0-9]+)*$", "title": "Latest Version" }, "appCheckFrequency": { "type": "integer", "minimum": 0, "maximum": 2147483647, "title": "App Version Check Time" }, "sessionAllowedCheckFrequency": { "type": "integer", "minimum": 0, "maximum": 2147483647, "title": "Session Allowed Check Time" }, "noSessionAllowed": { "type": "boolean", "title": "No Session Allowed" }, "noSessionAllowedMessage": { "type": ["string", "null"], "maxLength": 500, "title": "No Session Allowed Message" } }, "$id": "-2051537b" };
    var func2 = require_ucs2length().default;
    var pattern0 = new RegExp("^[0-9]+(\\.[0-9]+)*$", "u");
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.minAppVersion === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "minAppVersion" }, message: "must have required property 'minAppVersion'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.latestVersion === void 0) {
          const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "latestVersion" }, message: "must have required property 'latestVersion'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data.appCheckFrequency === void 0) {
          const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "appCheckFrequency" }, message: "must have required property 'appCheckFrequency'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data.sessionAllowedCheckFrequency === void 0) {
          const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sessionAllowedCheckFrequency" }, message: "must have required property 'sessionAllowedCheckFrequency'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data.minAppVersion !== void 0) {
          let data0 = data.minAppVersion;
          if (typeof data0 === "string") {
            if (func2(data0) > 32) {
              const err4 = { instancePath: instancePath + "/minAppVersion", schemaPath: "#/properties/minAppVersion/maxLength", keyword: "maxLength", params: { limit: 32 }, message: "must NOT have more than 32 characters", schema: 32, parentSchema: schema11.properties.minAppVersion, data: data0 };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
            if (func2(data0) < 1) {
              const err5 = { instancePath: instancePath + "/minAppVersion", schemaPath: "#/properties/minAppVersion/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.minAppVersion, data: data0 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            if (!pattern0.test(data0)) {
              const err6 = { instancePath: instancePath + "/minAppVersion", schemaPath: "#/properties/minAppVersion/pattern", keyword: "pattern", params: { pattern: "^[0-9]+(\\.[0-9]+)*$" }, message: 'must match pattern "^[0-9]+(\\.[0-9]+)*$"', schema: "^[0-9]+(\\.[0-9]+)*$", parentSchema: schema11.properties.minAppVersion, data: data0 };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
          } else {
            const err7 = { instancePath: instancePath + "/minAppVersion", schemaPath: "#/properties/minAppVersion/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.minAppVersion.type, parentSchema: schema11.properties.minAppVersion, data: data0 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data.latestVersion !== void 0) {
          let data1 = data.latestVersion;
          if (typeof data1 === "string") {
            if (func2(data1) > 32) {
              const err8 = { instancePath: instancePath + "/latestVersion", schemaPath: "#/properties/latestVersion/maxLength", keyword: "maxLength", params: { limit: 32 }, message: "must NOT have more than 32 characters", schema: 32, parentSchema: schema11.properties.latestVersion, data: data1 };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            if (func2(data1) < 1) {
              const err9 = { instancePath: instancePath + "/latestVersion", schemaPath: "#/properties/latestVersion/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.latestVersion, data: data1 };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            if (!pattern0.test(data1)) {
              const err10 = { instancePath: instancePath + "/latestVersion", schemaPath: "#/properties/latestVersion/pattern", keyword: "pattern", params: { pattern: "^[0-9]+(\\.[0-9]+)*$" }, message: 'must match pattern "^[0-9]+(\\.[0-9]+)*$"', schema: "^[0-9]+(\\.[0-9]+)*$", parentSchema: schema11.properties.latestVersion, data: data1 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          } else {
            const err11 = { instancePath: instancePath + "/latestVersion", schemaPath: "#/properties/latestVersion/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.latestVersion.type, parentSchema: schema11.properties.latestVersion, data: data1 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data.appCheckFrequency !== void 0) {
          let data2 = data.appCheckFrequency;
          if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)))) {
            const err12 = { instancePath: instancePath + "/appCheckFrequency", schemaPath: "#/properties/appCheckFrequency/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.appCheckFrequency.type, parentSchema: schema11.properties.appCheckFrequency, data: data2 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
          if (typeof data2 == "number") {
            if (data2 > 2147483647 || isNaN(data2)) {
              const err13 = { instancePath: instancePath + "/appCheckFrequency", schemaPath: "#/properties/appCheckFrequency/maximum", keyword: "maximum", params: { comparison: "<=", limit: 2147483647 }, message: "must be <= 2147483647", schema: 2147483647, parentSchema: schema11.properties.appCheckFrequency, data: data2 };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
            if (data2 < 0 || isNaN(data2)) {
              const err14 = { instancePath: instancePath + "/appCheckFrequency", schemaPath: "#/properties/appCheckFrequency/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema11.properties.appCheckFrequency, data: data2 };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
          }
        }
        if (data.sessionAllowedCheckFrequency !== void 0) {
          let data3 = data.sessionAllowedCheckFrequency;
          if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)))) {
            const err15 = { instancePath: instancePath + "/sessionAllowedCheckFrequency", schemaPath: "#/properties/sessionAllowedCheckFrequency/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.sessionAllowedCheckFrequency.type, parentSchema: schema11.properties.sessionAllowedCheckFrequency, data: data3 };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
          if (typeof data3 == "number") {
            if (data3 > 2147483647 || isNaN(data3)) {
              const err16 = { instancePath: instancePath + "/sessionAllowedCheckFrequency", schemaPath: "#/properties/sessionAllowedCheckFrequency/maximum", keyword: "maximum", params: { comparison: "<=", limit: 2147483647 }, message: "must be <= 2147483647", schema: 2147483647, parentSchema: schema11.properties.sessionAllowedCheckFrequency, data: data3 };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
            if (data3 < 0 || isNaN(data3)) {
              const err17 = { instancePath: instancePath + "/sessionAllowedCheckFrequency", schemaPath: "#/properties/sessionAllowedCheckFrequency/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema11.properties.sessionAllowedCheckFrequency, data: data3 };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          }
        }
        if (data.noSessionAllowed !== void 0) {
          let data4 = data.noSessionAllowed;
          if (typeof data4 !== "boolean") {
            const err18 = { instancePath: instancePath + "/noSessionAllowed", schemaPath: "#/properties/noSessionAllowed/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties.noSessionAllowed.type, parentSchema: schema11.properties.noSessionAllowed, data: data4 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
        if (data.noSessionAllowedMessage !== void 0) {
          let data5 = data.noSessionAllowedMessage;
          if (typeof data5 !== "string" && data5 !== null) {
            const err19 = { instancePath: instancePath + "/noSessionAllowedMessage", schemaPath: "#/properties/noSessionAllowedMessage/type", keyword: "type", params: { type: schema11.properties.noSessionAllowedMessage.type }, message: "must be string,null", schema: schema11.properties.noSessionAllowedMessage.type, parentSchema: schema11.properties.noSessionAllowedMessage, data: data5 };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
          if (typeof data5 === "string") {
            if (func2(data5) > 500) {
              const err20 = { instancePath: instancePath + "/noSessionAllowedMessage", schemaPath: "#/properties/noSessionAllowedMessage/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema11.properties.noSessionAllowedMessage, data: data5 };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
            }
          }
        }
      } else {
        const err21 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_appVersions();
