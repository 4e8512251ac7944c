// generated from specs/ — do not edit
// The precompiled validators of the form specs/forms/user.form.yaml, by the RJSF hash of each schema they check.
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

// user.cjs
var require_user = __commonJS({
  "user.cjs"(exports) {
    exports["67866154"] = validate10;
    var schema11 = { "type": "object", "required": ["user_role_id", "username"], "properties": { "user_role_id": { "type": "integer", "minimum": 1, "title": "Role" }, "username": { "type": "string", "minLength": 1, "maxLength": 64, "pattern": "^\\S+$", "title": "Username" }, "email": { "type": ["string", "null"], "format": "email", "maxLength": 255, "title": "Email" }, "password": { "type": ["string", "null"], "title": "Password", "maxLength": 64 }, "confirm_password": { "type": ["string", "null"], "title": "Confirm Password", "maxLength": 64 }, "user_monitor_type": { "type": ["integer", "null"], "title": "Monitor Type" }, "first_name": { "type": ["string", "null"], "maxLength": 32, "title": "First Name" }, "last_name": { "type": ["string", "null"], "maxLength": 32, "title": "Last Name" }, "credentials": { "type": ["string", "null"], "maxLength": 64, "title": "Credentials" } }, "if": { "required": ["user_role_id"], "properties": { "user_role_id": { "const": 14 } } }, "then": { "required": ["user_monitor_type", "first_name", "last_name", "credentials"] }, "$id": "67866154" };
    var func2 = require_ucs2length().default;
    var pattern0 = new RegExp("^\\S+$", "u");
    var formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      const _errs1 = errors;
      let valid0 = true;
      const _errs2 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing0;
        if (data.user_role_id === void 0 && (missing0 = "user_role_id")) {
          const err0 = {};
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        } else {
          if (data.user_role_id !== void 0) {
            if (14 !== data.user_role_id) {
              const err1 = {};
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
          }
        }
      }
      var _valid0 = _errs2 === errors;
      errors = _errs1;
      if (vErrors !== null) {
        if (_errs1) {
          vErrors.length = _errs1;
        } else {
          vErrors = null;
        }
      }
      if (_valid0) {
        const _errs4 = errors;
        if (data && typeof data == "object" && !Array.isArray(data)) {
          if (data.user_monitor_type === void 0) {
            const err2 = { instancePath, schemaPath: "#/then/required", keyword: "required", params: { missingProperty: "user_monitor_type" }, message: "must have required property 'user_monitor_type'", schema: schema11.then.required, parentSchema: schema11.then, data };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
          if (data.first_name === void 0) {
            const err3 = { instancePath, schemaPath: "#/then/required", keyword: "required", params: { missingProperty: "first_name" }, message: "must have required property 'first_name'", schema: schema11.then.required, parentSchema: schema11.then, data };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
          if (data.last_name === void 0) {
            const err4 = { instancePath, schemaPath: "#/then/required", keyword: "required", params: { missingProperty: "last_name" }, message: "must have required property 'last_name'", schema: schema11.then.required, parentSchema: schema11.then, data };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
          if (data.credentials === void 0) {
            const err5 = { instancePath, schemaPath: "#/then/required", keyword: "required", params: { missingProperty: "credentials" }, message: "must have required property 'credentials'", schema: schema11.then.required, parentSchema: schema11.then, data };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
        var _valid0 = _errs4 === errors;
        valid0 = _valid0;
      }
      if (!valid0) {
        const err6 = { instancePath, schemaPath: "#/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema11.if, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.user_role_id === void 0) {
          const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "user_role_id" }, message: "must have required property 'user_role_id'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (data.username === void 0) {
          const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "username" }, message: "must have required property 'username'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (data.user_role_id !== void 0) {
          let data1 = data.user_role_id;
          if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)))) {
            const err9 = { instancePath: instancePath + "/user_role_id", schemaPath: "#/properties/user_role_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.user_role_id.type, parentSchema: schema11.properties.user_role_id, data: data1 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
          if (typeof data1 == "number") {
            if (data1 < 1 || isNaN(data1)) {
              const err10 = { instancePath: instancePath + "/user_role_id", schemaPath: "#/properties/user_role_id/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.user_role_id, data: data1 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          }
        }
        if (data.username !== void 0) {
          let data2 = data.username;
          if (typeof data2 === "string") {
            if (func2(data2) > 64) {
              const err11 = { instancePath: instancePath + "/username", schemaPath: "#/properties/username/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters", schema: 64, parentSchema: schema11.properties.username, data: data2 };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
            if (func2(data2) < 1) {
              const err12 = { instancePath: instancePath + "/username", schemaPath: "#/properties/username/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.username, data: data2 };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
            if (!pattern0.test(data2)) {
              const err13 = { instancePath: instancePath + "/username", schemaPath: "#/properties/username/pattern", keyword: "pattern", params: { pattern: "^\\S+$" }, message: 'must match pattern "^\\S+$"', schema: "^\\S+$", parentSchema: schema11.properties.username, data: data2 };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
          } else {
            const err14 = { instancePath: instancePath + "/username", schemaPath: "#/properties/username/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.username.type, parentSchema: schema11.properties.username, data: data2 };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
        if (data.email !== void 0) {
          let data3 = data.email;
          if (typeof data3 !== "string" && data3 !== null) {
            const err15 = { instancePath: instancePath + "/email", schemaPath: "#/properties/email/type", keyword: "type", params: { type: schema11.properties.email.type }, message: "must be string,null", schema: schema11.properties.email.type, parentSchema: schema11.properties.email, data: data3 };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
          if (typeof data3 === "string") {
            if (func2(data3) > 255) {
              const err16 = { instancePath: instancePath + "/email", schemaPath: "#/properties/email/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters", schema: 255, parentSchema: schema11.properties.email, data: data3 };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
            if (!formats0.test(data3)) {
              const err17 = { instancePath: instancePath + "/email", schemaPath: "#/properties/email/format", keyword: "format", params: { format: "email" }, message: 'must match format "email"', schema: "email", parentSchema: schema11.properties.email, data: data3 };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          }
        }
        if (data.password !== void 0) {
          let data4 = data.password;
          if (typeof data4 !== "string" && data4 !== null) {
            const err18 = { instancePath: instancePath + "/password", schemaPath: "#/properties/password/type", keyword: "type", params: { type: schema11.properties.password.type }, message: "must be string,null", schema: schema11.properties.password.type, parentSchema: schema11.properties.password, data: data4 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
          if (typeof data4 === "string") {
            if (func2(data4) > 64) {
              const err19 = { instancePath: instancePath + "/password", schemaPath: "#/properties/password/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters", schema: 64, parentSchema: schema11.properties.password, data: data4 };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          }
        }
        if (data.confirm_password !== void 0) {
          let data5 = data.confirm_password;
          if (typeof data5 !== "string" && data5 !== null) {
            const err20 = { instancePath: instancePath + "/confirm_password", schemaPath: "#/properties/confirm_password/type", keyword: "type", params: { type: schema11.properties.confirm_password.type }, message: "must be string,null", schema: schema11.properties.confirm_password.type, parentSchema: schema11.properties.confirm_password, data: data5 };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
          if (typeof data5 === "string") {
            if (func2(data5) > 64) {
              const err21 = { instancePath: instancePath + "/confirm_password", schemaPath: "#/properties/confirm_password/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters", schema: 64, parentSchema: schema11.properties.confirm_password, data: data5 };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
          }
        }
        if (data.user_monitor_type !== void 0) {
          let data6 = data.user_monitor_type;
          if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6))) && data6 !== null) {
            const err22 = { instancePath: instancePath + "/user_monitor_type", schemaPath: "#/properties/user_monitor_type/type", keyword: "type", params: { type: schema11.properties.user_monitor_type.type }, message: "must be integer,null", schema: schema11.properties.user_monitor_type.type, parentSchema: schema11.properties.user_monitor_type, data: data6 };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
        if (data.first_name !== void 0) {
          let data7 = data.first_name;
          if (typeof data7 !== "string" && data7 !== null) {
            const err23 = { instancePath: instancePath + "/first_name", schemaPath: "#/properties/first_name/type", keyword: "type", params: { type: schema11.properties.first_name.type }, message: "must be string,null", schema: schema11.properties.first_name.type, parentSchema: schema11.properties.first_name, data: data7 };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
          if (typeof data7 === "string") {
            if (func2(data7) > 32) {
              const err24 = { instancePath: instancePath + "/first_name", schemaPath: "#/properties/first_name/maxLength", keyword: "maxLength", params: { limit: 32 }, message: "must NOT have more than 32 characters", schema: 32, parentSchema: schema11.properties.first_name, data: data7 };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
          }
        }
        if (data.last_name !== void 0) {
          let data8 = data.last_name;
          if (typeof data8 !== "string" && data8 !== null) {
            const err25 = { instancePath: instancePath + "/last_name", schemaPath: "#/properties/last_name/type", keyword: "type", params: { type: schema11.properties.last_name.type }, message: "must be string,null", schema: schema11.properties.last_name.type, parentSchema: schema11.properties.last_name, data: data8 };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
          if (typeof data8 === "string") {
            if (func2(data8) > 32) {
              const err26 = { instancePath: instancePath + "/last_name", schemaPath: "#/properties/last_name/maxLength", keyword: "maxLength", params: { limit: 32 }, message: "must NOT have more than 32 characters", schema: 32, parentSchema: schema11.properties.last_name, data: data8 };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
            }
          }
        }
        if (data.credentials !== void 0) {
          let data9 = data.credentials;
          if (typeof data9 !== "string" && data9 !== null) {
            const err27 = { instancePath: instancePath + "/credentials", schemaPath: "#/properties/credentials/type", keyword: "type", params: { type: schema11.properties.credentials.type }, message: "must be string,null", schema: schema11.properties.credentials.type, parentSchema: schema11.properties.credentials, data: data9 };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
          if (typeof data9 === "string") {
            if (func2(data9) > 64) {
              const err28 = { instancePath: instancePath + "/credentials", schemaPath: "#/properties/credentials/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters", schema: 64, parentSchema: schema11.properties.credentials, data: data9 };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
          }
        }
      } else {
        const err29 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
    exports.babb648 = validate11;
    var schema12 = { "required": ["user_role_id"], "properties": { "user_role_id": { "const": 14 } }, "$id": "babb648" };
    function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.user_role_id === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "user_role_id" }, message: "must have required property 'user_role_id'", schema: schema12.required, parentSchema: schema12, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.user_role_id !== void 0) {
          let data0 = data.user_role_id;
          if (14 !== data0) {
            const err1 = { instancePath: instancePath + "/user_role_id", schemaPath: "#/properties/user_role_id/const", keyword: "const", params: { allowedValue: 14 }, message: "must be equal to constant", schema: 14, parentSchema: schema12.properties.user_role_id, data: data0 };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
      }
      validate11.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_user();
