// generated from specs/ — do not edit
// The precompiled validators of the form specs/forms/teamMemberEdit.form.yaml, by the RJSF hash of each schema they check.
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

// teamMemberEdit.cjs
var require_teamMemberEdit = __commonJS({
  "teamMemberEdit.cjs"(exports) {
    exports["-3853a7a4"] = validate10;
    var schema11 = { "type": "object", "required": ["user", "first_name", "last_name", "email", "phone_number"], "properties": { "user": { "type": "object", "title": "Account", "required": ["user_role_id"], "properties": { "user_role_id": { "type": "integer", "title": "Role" } } }, "prefix": { "type": ["string", "null"], "maxLength": 16, "title": "Prefix" }, "first_name": { "type": "string", "minLength": 1, "maxLength": 32, "pattern": "\\S", "title": "First Name" }, "last_name": { "type": "string", "minLength": 1, "maxLength": 32, "pattern": "\\S", "title": "Last Name" }, "email": { "type": "string", "format": "email", "maxLength": 255, "title": "Email" }, "npi": { "type": ["string", "null"], "pattern": "^[0-9]{1,10}$", "title": "NPI", "maxLength": 10 }, "phone_number": { "type": "object", "title": "Phone", "required": ["office_phone"], "properties": { "office_phone": { "type": "string", "pattern": "^[0-9]{10}$", "title": "Office Phone" }, "mobile_phone": { "type": ["string", "null"], "pattern": "^[0-9]{10}$", "title": "Mobile Phone" } } }, "hospital_location": { "type": ["string", "null"], "maxLength": 255, "title": "Hospital Location" }, "dme_id": { "type": ["integer", "null"], "title": "DME" }, "surgeon_id": { "type": ["integer", "null"], "title": "Surgeon" }, "physical_therapist_id": { "type": ["integer", "null"], "title": "Physical Therapist" }, "profile_picture_url": { "type": ["string", "null"], "title": "Profile Picture" } }, "allOf": [{ "if": { "properties": { "user": { "properties": { "user_role_id": { "const": 20 } }, "required": ["user_role_id"] } }, "required": ["user"] }, "then": { "properties": { "dme_id": { "readOnly": true }, "profile_picture_url": { "readOnly": true } } } }, { "if": { "properties": { "user": { "properties": { "user_role_id": { "const": 40 } }, "required": ["user_role_id"] } }, "required": ["user"] }, "then": { "properties": { "surgeon_id": { "readOnly": true } } } }, { "if": { "properties": { "user": { "properties": { "user_role_id": { "const": 41 } }, "required": ["user_role_id"] } }, "required": ["user"] }, "then": { "properties": { "physical_therapist_id": { "readOnly": true }, "profile_picture_url": { "readOnly": true } } } }, { "if": { "properties": { "user": { "properties": { "user_role_id": { "const": 50 } }, "required": ["user_role_id"] } }, "required": ["user"] }, "then": { "properties": { "npi": { "readOnly": true }, "profile_picture_url": { "readOnly": true } } } }], "$id": "-3853a7a4" };
    var func2 = require_ucs2length().default;
    var pattern0 = new RegExp("\\S", "u");
    var pattern2 = new RegExp("^[0-9]{1,10}$", "u");
    var pattern3 = new RegExp("^[0-9]{10}$", "u");
    var formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      const _errs2 = errors;
      let valid1 = true;
      const _errs3 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing0;
        if (data.user === void 0 && (missing0 = "user")) {
          const err0 = {};
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        } else {
          if (data.user !== void 0) {
            let data0 = data.user;
            if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
              let missing1;
              if (data0.user_role_id === void 0 && (missing1 = "user_role_id")) {
                const err1 = {};
                if (vErrors === null) {
                  vErrors = [err1];
                } else {
                  vErrors.push(err1);
                }
                errors++;
              } else {
                if (data0.user_role_id !== void 0) {
                  if (20 !== data0.user_role_id) {
                    const err2 = {};
                    if (vErrors === null) {
                      vErrors = [err2];
                    } else {
                      vErrors.push(err2);
                    }
                    errors++;
                  }
                }
              }
            }
          }
        }
      }
      var _valid0 = _errs3 === errors;
      errors = _errs2;
      if (vErrors !== null) {
        if (_errs2) {
          vErrors.length = _errs2;
        } else {
          vErrors = null;
        }
      }
      if (_valid0) {
        const _errs6 = errors;
        var _valid0 = _errs6 === errors;
        valid1 = _valid0;
      }
      if (!valid1) {
        const err3 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema11.allOf[0].if, parentSchema: schema11.allOf[0], data };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      const _errs8 = errors;
      let valid4 = true;
      const _errs9 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing2;
        if (data.user === void 0 && (missing2 = "user")) {
          const err4 = {};
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        } else {
          if (data.user !== void 0) {
            let data2 = data.user;
            if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
              let missing3;
              if (data2.user_role_id === void 0 && (missing3 = "user_role_id")) {
                const err5 = {};
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
              } else {
                if (data2.user_role_id !== void 0) {
                  if (40 !== data2.user_role_id) {
                    const err6 = {};
                    if (vErrors === null) {
                      vErrors = [err6];
                    } else {
                      vErrors.push(err6);
                    }
                    errors++;
                  }
                }
              }
            }
          }
        }
      }
      var _valid1 = _errs9 === errors;
      errors = _errs8;
      if (vErrors !== null) {
        if (_errs8) {
          vErrors.length = _errs8;
        } else {
          vErrors = null;
        }
      }
      if (_valid1) {
        const _errs12 = errors;
        var _valid1 = _errs12 === errors;
        valid4 = _valid1;
      }
      if (!valid4) {
        const err7 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema11.allOf[1].if, parentSchema: schema11.allOf[1], data };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      const _errs14 = errors;
      let valid7 = true;
      const _errs15 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing4;
        if (data.user === void 0 && (missing4 = "user")) {
          const err8 = {};
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        } else {
          if (data.user !== void 0) {
            let data4 = data.user;
            if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
              let missing5;
              if (data4.user_role_id === void 0 && (missing5 = "user_role_id")) {
                const err9 = {};
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              } else {
                if (data4.user_role_id !== void 0) {
                  if (41 !== data4.user_role_id) {
                    const err10 = {};
                    if (vErrors === null) {
                      vErrors = [err10];
                    } else {
                      vErrors.push(err10);
                    }
                    errors++;
                  }
                }
              }
            }
          }
        }
      }
      var _valid2 = _errs15 === errors;
      errors = _errs14;
      if (vErrors !== null) {
        if (_errs14) {
          vErrors.length = _errs14;
        } else {
          vErrors = null;
        }
      }
      if (_valid2) {
        const _errs18 = errors;
        var _valid2 = _errs18 === errors;
        valid7 = _valid2;
      }
      if (!valid7) {
        const err11 = { instancePath, schemaPath: "#/allOf/2/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema11.allOf[2].if, parentSchema: schema11.allOf[2], data };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      const _errs20 = errors;
      let valid10 = true;
      const _errs21 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing6;
        if (data.user === void 0 && (missing6 = "user")) {
          const err12 = {};
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        } else {
          if (data.user !== void 0) {
            let data6 = data.user;
            if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
              let missing7;
              if (data6.user_role_id === void 0 && (missing7 = "user_role_id")) {
                const err13 = {};
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              } else {
                if (data6.user_role_id !== void 0) {
                  if (50 !== data6.user_role_id) {
                    const err14 = {};
                    if (vErrors === null) {
                      vErrors = [err14];
                    } else {
                      vErrors.push(err14);
                    }
                    errors++;
                  }
                }
              }
            }
          }
        }
      }
      var _valid3 = _errs21 === errors;
      errors = _errs20;
      if (vErrors !== null) {
        if (_errs20) {
          vErrors.length = _errs20;
        } else {
          vErrors = null;
        }
      }
      if (_valid3) {
        const _errs24 = errors;
        var _valid3 = _errs24 === errors;
        valid10 = _valid3;
      }
      if (!valid10) {
        const err15 = { instancePath, schemaPath: "#/allOf/3/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema11.allOf[3].if, parentSchema: schema11.allOf[3], data };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.user === void 0) {
          const err16 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "user" }, message: "must have required property 'user'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (data.first_name === void 0) {
          const err17 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "first_name" }, message: "must have required property 'first_name'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        if (data.last_name === void 0) {
          const err18 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "last_name" }, message: "must have required property 'last_name'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (data.email === void 0) {
          const err19 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "email" }, message: "must have required property 'email'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        if (data.phone_number === void 0) {
          const err20 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "phone_number" }, message: "must have required property 'phone_number'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        if (data.user !== void 0) {
          let data8 = data.user;
          if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
            if (data8.user_role_id === void 0) {
              const err21 = { instancePath: instancePath + "/user", schemaPath: "#/properties/user/required", keyword: "required", params: { missingProperty: "user_role_id" }, message: "must have required property 'user_role_id'", schema: schema11.properties.user.required, parentSchema: schema11.properties.user, data: data8 };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
            if (data8.user_role_id !== void 0) {
              let data9 = data8.user_role_id;
              if (!(typeof data9 == "number" && (!(data9 % 1) && !isNaN(data9)))) {
                const err22 = { instancePath: instancePath + "/user/user_role_id", schemaPath: "#/properties/user/properties/user_role_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.user.properties.user_role_id.type, parentSchema: schema11.properties.user.properties.user_role_id, data: data9 };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
              }
            }
          } else {
            const err23 = { instancePath: instancePath + "/user", schemaPath: "#/properties/user/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.user.type, parentSchema: schema11.properties.user, data: data8 };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        }
        if (data.prefix !== void 0) {
          let data10 = data.prefix;
          if (typeof data10 !== "string" && data10 !== null) {
            const err24 = { instancePath: instancePath + "/prefix", schemaPath: "#/properties/prefix/type", keyword: "type", params: { type: schema11.properties.prefix.type }, message: "must be string,null", schema: schema11.properties.prefix.type, parentSchema: schema11.properties.prefix, data: data10 };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
          if (typeof data10 === "string") {
            if (func2(data10) > 16) {
              const err25 = { instancePath: instancePath + "/prefix", schemaPath: "#/properties/prefix/maxLength", keyword: "maxLength", params: { limit: 16 }, message: "must NOT have more than 16 characters", schema: 16, parentSchema: schema11.properties.prefix, data: data10 };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
          }
        }
        if (data.first_name !== void 0) {
          let data11 = data.first_name;
          if (typeof data11 === "string") {
            if (func2(data11) > 32) {
              const err26 = { instancePath: instancePath + "/first_name", schemaPath: "#/properties/first_name/maxLength", keyword: "maxLength", params: { limit: 32 }, message: "must NOT have more than 32 characters", schema: 32, parentSchema: schema11.properties.first_name, data: data11 };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
            }
            if (func2(data11) < 1) {
              const err27 = { instancePath: instancePath + "/first_name", schemaPath: "#/properties/first_name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.first_name, data: data11 };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
            if (!pattern0.test(data11)) {
              const err28 = { instancePath: instancePath + "/first_name", schemaPath: "#/properties/first_name/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema11.properties.first_name, data: data11 };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
          } else {
            const err29 = { instancePath: instancePath + "/first_name", schemaPath: "#/properties/first_name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.first_name.type, parentSchema: schema11.properties.first_name, data: data11 };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
        }
        if (data.last_name !== void 0) {
          let data12 = data.last_name;
          if (typeof data12 === "string") {
            if (func2(data12) > 32) {
              const err30 = { instancePath: instancePath + "/last_name", schemaPath: "#/properties/last_name/maxLength", keyword: "maxLength", params: { limit: 32 }, message: "must NOT have more than 32 characters", schema: 32, parentSchema: schema11.properties.last_name, data: data12 };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
            if (func2(data12) < 1) {
              const err31 = { instancePath: instancePath + "/last_name", schemaPath: "#/properties/last_name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.last_name, data: data12 };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
            if (!pattern0.test(data12)) {
              const err32 = { instancePath: instancePath + "/last_name", schemaPath: "#/properties/last_name/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema11.properties.last_name, data: data12 };
              if (vErrors === null) {
                vErrors = [err32];
              } else {
                vErrors.push(err32);
              }
              errors++;
            }
          } else {
            const err33 = { instancePath: instancePath + "/last_name", schemaPath: "#/properties/last_name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.last_name.type, parentSchema: schema11.properties.last_name, data: data12 };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
        }
        if (data.email !== void 0) {
          let data13 = data.email;
          if (typeof data13 === "string") {
            if (func2(data13) > 255) {
              const err34 = { instancePath: instancePath + "/email", schemaPath: "#/properties/email/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters", schema: 255, parentSchema: schema11.properties.email, data: data13 };
              if (vErrors === null) {
                vErrors = [err34];
              } else {
                vErrors.push(err34);
              }
              errors++;
            }
            if (!formats0.test(data13)) {
              const err35 = { instancePath: instancePath + "/email", schemaPath: "#/properties/email/format", keyword: "format", params: { format: "email" }, message: 'must match format "email"', schema: "email", parentSchema: schema11.properties.email, data: data13 };
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
            }
          } else {
            const err36 = { instancePath: instancePath + "/email", schemaPath: "#/properties/email/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.email.type, parentSchema: schema11.properties.email, data: data13 };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
        }
        if (data.npi !== void 0) {
          let data14 = data.npi;
          if (typeof data14 !== "string" && data14 !== null) {
            const err37 = { instancePath: instancePath + "/npi", schemaPath: "#/properties/npi/type", keyword: "type", params: { type: schema11.properties.npi.type }, message: "must be string,null", schema: schema11.properties.npi.type, parentSchema: schema11.properties.npi, data: data14 };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
          if (typeof data14 === "string") {
            if (func2(data14) > 10) {
              const err38 = { instancePath: instancePath + "/npi", schemaPath: "#/properties/npi/maxLength", keyword: "maxLength", params: { limit: 10 }, message: "must NOT have more than 10 characters", schema: 10, parentSchema: schema11.properties.npi, data: data14 };
              if (vErrors === null) {
                vErrors = [err38];
              } else {
                vErrors.push(err38);
              }
              errors++;
            }
            if (!pattern2.test(data14)) {
              const err39 = { instancePath: instancePath + "/npi", schemaPath: "#/properties/npi/pattern", keyword: "pattern", params: { pattern: "^[0-9]{1,10}$" }, message: 'must match pattern "^[0-9]{1,10}$"', schema: "^[0-9]{1,10}$", parentSchema: schema11.properties.npi, data: data14 };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
          }
        }
        if (data.phone_number !== void 0) {
          let data15 = data.phone_number;
          if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
            if (data15.office_phone === void 0) {
              const err40 = { instancePath: instancePath + "/phone_number", schemaPath: "#/properties/phone_number/required", keyword: "required", params: { missingProperty: "office_phone" }, message: "must have required property 'office_phone'", schema: schema11.properties.phone_number.required, parentSchema: schema11.properties.phone_number, data: data15 };
              if (vErrors === null) {
                vErrors = [err40];
              } else {
                vErrors.push(err40);
              }
              errors++;
            }
            if (data15.office_phone !== void 0) {
              let data16 = data15.office_phone;
              if (typeof data16 === "string") {
                if (!pattern3.test(data16)) {
                  const err41 = { instancePath: instancePath + "/phone_number/office_phone", schemaPath: "#/properties/phone_number/properties/office_phone/pattern", keyword: "pattern", params: { pattern: "^[0-9]{10}$" }, message: 'must match pattern "^[0-9]{10}$"', schema: "^[0-9]{10}$", parentSchema: schema11.properties.phone_number.properties.office_phone, data: data16 };
                  if (vErrors === null) {
                    vErrors = [err41];
                  } else {
                    vErrors.push(err41);
                  }
                  errors++;
                }
              } else {
                const err42 = { instancePath: instancePath + "/phone_number/office_phone", schemaPath: "#/properties/phone_number/properties/office_phone/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.phone_number.properties.office_phone.type, parentSchema: schema11.properties.phone_number.properties.office_phone, data: data16 };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
            }
            if (data15.mobile_phone !== void 0) {
              let data17 = data15.mobile_phone;
              if (typeof data17 !== "string" && data17 !== null) {
                const err43 = { instancePath: instancePath + "/phone_number/mobile_phone", schemaPath: "#/properties/phone_number/properties/mobile_phone/type", keyword: "type", params: { type: schema11.properties.phone_number.properties.mobile_phone.type }, message: "must be string,null", schema: schema11.properties.phone_number.properties.mobile_phone.type, parentSchema: schema11.properties.phone_number.properties.mobile_phone, data: data17 };
                if (vErrors === null) {
                  vErrors = [err43];
                } else {
                  vErrors.push(err43);
                }
                errors++;
              }
              if (typeof data17 === "string") {
                if (!pattern3.test(data17)) {
                  const err44 = { instancePath: instancePath + "/phone_number/mobile_phone", schemaPath: "#/properties/phone_number/properties/mobile_phone/pattern", keyword: "pattern", params: { pattern: "^[0-9]{10}$" }, message: 'must match pattern "^[0-9]{10}$"', schema: "^[0-9]{10}$", parentSchema: schema11.properties.phone_number.properties.mobile_phone, data: data17 };
                  if (vErrors === null) {
                    vErrors = [err44];
                  } else {
                    vErrors.push(err44);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err45 = { instancePath: instancePath + "/phone_number", schemaPath: "#/properties/phone_number/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.phone_number.type, parentSchema: schema11.properties.phone_number, data: data15 };
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
        }
        if (data.hospital_location !== void 0) {
          let data18 = data.hospital_location;
          if (typeof data18 !== "string" && data18 !== null) {
            const err46 = { instancePath: instancePath + "/hospital_location", schemaPath: "#/properties/hospital_location/type", keyword: "type", params: { type: schema11.properties.hospital_location.type }, message: "must be string,null", schema: schema11.properties.hospital_location.type, parentSchema: schema11.properties.hospital_location, data: data18 };
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
            }
            errors++;
          }
          if (typeof data18 === "string") {
            if (func2(data18) > 255) {
              const err47 = { instancePath: instancePath + "/hospital_location", schemaPath: "#/properties/hospital_location/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters", schema: 255, parentSchema: schema11.properties.hospital_location, data: data18 };
              if (vErrors === null) {
                vErrors = [err47];
              } else {
                vErrors.push(err47);
              }
              errors++;
            }
          }
        }
        if (data.dme_id !== void 0) {
          let data19 = data.dme_id;
          if (!(typeof data19 == "number" && (!(data19 % 1) && !isNaN(data19))) && data19 !== null) {
            const err48 = { instancePath: instancePath + "/dme_id", schemaPath: "#/properties/dme_id/type", keyword: "type", params: { type: schema11.properties.dme_id.type }, message: "must be integer,null", schema: schema11.properties.dme_id.type, parentSchema: schema11.properties.dme_id, data: data19 };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
        }
        if (data.surgeon_id !== void 0) {
          let data20 = data.surgeon_id;
          if (!(typeof data20 == "number" && (!(data20 % 1) && !isNaN(data20))) && data20 !== null) {
            const err49 = { instancePath: instancePath + "/surgeon_id", schemaPath: "#/properties/surgeon_id/type", keyword: "type", params: { type: schema11.properties.surgeon_id.type }, message: "must be integer,null", schema: schema11.properties.surgeon_id.type, parentSchema: schema11.properties.surgeon_id, data: data20 };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
        }
        if (data.physical_therapist_id !== void 0) {
          let data21 = data.physical_therapist_id;
          if (!(typeof data21 == "number" && (!(data21 % 1) && !isNaN(data21))) && data21 !== null) {
            const err50 = { instancePath: instancePath + "/physical_therapist_id", schemaPath: "#/properties/physical_therapist_id/type", keyword: "type", params: { type: schema11.properties.physical_therapist_id.type }, message: "must be integer,null", schema: schema11.properties.physical_therapist_id.type, parentSchema: schema11.properties.physical_therapist_id, data: data21 };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          }
        }
        if (data.profile_picture_url !== void 0) {
          let data22 = data.profile_picture_url;
          if (typeof data22 !== "string" && data22 !== null) {
            const err51 = { instancePath: instancePath + "/profile_picture_url", schemaPath: "#/properties/profile_picture_url/type", keyword: "type", params: { type: schema11.properties.profile_picture_url.type }, message: "must be string,null", schema: schema11.properties.profile_picture_url.type, parentSchema: schema11.properties.profile_picture_url, data: data22 };
            if (vErrors === null) {
              vErrors = [err51];
            } else {
              vErrors.push(err51);
            }
            errors++;
          }
        }
      } else {
        const err52 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err52];
        } else {
          vErrors.push(err52);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
    exports["-7e767cb1"] = validate11;
    var schema12 = { "properties": { "user": { "properties": { "user_role_id": { "const": 20 } }, "required": ["user_role_id"] } }, "required": ["user"], "$id": "-7e767cb1" };
    function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.user === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "user" }, message: "must have required property 'user'", schema: schema12.required, parentSchema: schema12, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.user !== void 0) {
          let data0 = data.user;
          if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
            if (data0.user_role_id === void 0) {
              const err1 = { instancePath: instancePath + "/user", schemaPath: "#/properties/user/required", keyword: "required", params: { missingProperty: "user_role_id" }, message: "must have required property 'user_role_id'", schema: schema12.properties.user.required, parentSchema: schema12.properties.user, data: data0 };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
            if (data0.user_role_id !== void 0) {
              let data1 = data0.user_role_id;
              if (20 !== data1) {
                const err2 = { instancePath: instancePath + "/user/user_role_id", schemaPath: "#/properties/user/properties/user_role_id/const", keyword: "const", params: { allowedValue: 20 }, message: "must be equal to constant", schema: 20, parentSchema: schema12.properties.user.properties.user_role_id, data: data1 };
                if (vErrors === null) {
                  vErrors = [err2];
                } else {
                  vErrors.push(err2);
                }
                errors++;
              }
            }
          }
        }
      }
      validate11.errors = vErrors;
      return errors === 0;
    }
    exports["-2bcdd22f"] = validate12;
    var schema13 = { "properties": { "user": { "properties": { "user_role_id": { "const": 40 } }, "required": ["user_role_id"] } }, "required": ["user"], "$id": "-2bcdd22f" };
    function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.user === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "user" }, message: "must have required property 'user'", schema: schema13.required, parentSchema: schema13, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.user !== void 0) {
          let data0 = data.user;
          if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
            if (data0.user_role_id === void 0) {
              const err1 = { instancePath: instancePath + "/user", schemaPath: "#/properties/user/required", keyword: "required", params: { missingProperty: "user_role_id" }, message: "must have required property 'user_role_id'", schema: schema13.properties.user.required, parentSchema: schema13.properties.user, data: data0 };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
            if (data0.user_role_id !== void 0) {
              let data1 = data0.user_role_id;
              if (40 !== data1) {
                const err2 = { instancePath: instancePath + "/user/user_role_id", schemaPath: "#/properties/user/properties/user_role_id/const", keyword: "const", params: { allowedValue: 40 }, message: "must be equal to constant", schema: 40, parentSchema: schema13.properties.user.properties.user_role_id, data: data1 };
                if (vErrors === null) {
                  vErrors = [err2];
                } else {
                  vErrors.push(err2);
                }
                errors++;
              }
            }
          }
        }
      }
      validate12.errors = vErrors;
      return errors === 0;
    }
    exports["-11b25390"] = validate13;
    var schema14 = { "properties": { "user": { "properties": { "user_role_id": { "const": 41 } }, "required": ["user_role_id"] } }, "required": ["user"], "$id": "-11b25390" };
    function validate13(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.user === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "user" }, message: "must have required property 'user'", schema: schema14.required, parentSchema: schema14, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.user !== void 0) {
          let data0 = data.user;
          if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
            if (data0.user_role_id === void 0) {
              const err1 = { instancePath: instancePath + "/user", schemaPath: "#/properties/user/required", keyword: "required", params: { missingProperty: "user_role_id" }, message: "must have required property 'user_role_id'", schema: schema14.properties.user.required, parentSchema: schema14.properties.user, data: data0 };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
            if (data0.user_role_id !== void 0) {
              let data1 = data0.user_role_id;
              if (41 !== data1) {
                const err2 = { instancePath: instancePath + "/user/user_role_id", schemaPath: "#/properties/user/properties/user_role_id/const", keyword: "const", params: { allowedValue: 41 }, message: "must be equal to constant", schema: 41, parentSchema: schema14.properties.user.properties.user_role_id, data: data1 };
                if (vErrors === null) {
                  vErrors = [err2];
                } else {
                  vErrors.push(err2);
                }
                errors++;
              }
            }
          }
        }
      }
      validate13.errors = vErrors;
      return errors === 0;
    }
    exports["-2797cee"] = validate14;
    var schema15 = { "properties": { "user": { "properties": { "user_role_id": { "const": 50 } }, "required": ["user_role_id"] } }, "required": ["user"], "$id": "-2797cee" };
    function validate14(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.user === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "user" }, message: "must have required property 'user'", schema: schema15.required, parentSchema: schema15, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.user !== void 0) {
          let data0 = data.user;
          if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
            if (data0.user_role_id === void 0) {
              const err1 = { instancePath: instancePath + "/user", schemaPath: "#/properties/user/required", keyword: "required", params: { missingProperty: "user_role_id" }, message: "must have required property 'user_role_id'", schema: schema15.properties.user.required, parentSchema: schema15.properties.user, data: data0 };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
            if (data0.user_role_id !== void 0) {
              let data1 = data0.user_role_id;
              if (50 !== data1) {
                const err2 = { instancePath: instancePath + "/user/user_role_id", schemaPath: "#/properties/user/properties/user_role_id/const", keyword: "const", params: { allowedValue: 50 }, message: "must be equal to constant", schema: 50, parentSchema: schema15.properties.user.properties.user_role_id, data: data1 };
                if (vErrors === null) {
                  vErrors = [err2];
                } else {
                  vErrors.push(err2);
                }
                errors++;
              }
            }
          }
        }
      }
      validate14.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_teamMemberEdit();
