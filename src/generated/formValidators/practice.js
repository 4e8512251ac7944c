// generated from specs/ — do not edit
// The precompiled validators of the form specs/forms/practice.form.yaml, by the RJSF hash of each schema they check.
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

// practice.cjs
var require_practice = __commonJS({
  "practice.cjs"(exports) {
    exports["1c6510ca"] = validate10;
    var schema11 = { "type": "object", "required": ["practice_type_id", "name", "address", "phone_number"], "properties": { "practice_type_id": { "type": "integer", "minimum": 1, "title": "Practice Type" }, "name": { "type": "string", "minLength": 1, "maxLength": 255, "pattern": "\\S", "title": "Practice Name" }, "specialty": { "type": ["string", "null"], "maxLength": 255, "title": "Specialty" }, "npi": { "type": ["string", "null"], "pattern": "^[0-9]{1,10}$", "title": "NPI", "maxLength": 10 }, "address": { "type": "object", "required": ["line_1", "city", "state", "zip_code"], "properties": { "line_1": { "type": "string", "minLength": 1, "maxLength": 255, "pattern": "\\S", "title": "Address" }, "city": { "type": "string", "minLength": 1, "maxLength": 255, "pattern": "\\S", "title": "City" }, "state": { "type": "string", "minLength": 2, "maxLength": 2, "pattern": "^[A-Z]{2}$", "title": "State" }, "zip_code": { "type": "string", "minLength": 1, "maxLength": 10, "pattern": "^[0-9]+$", "title": "Zip" } } }, "phone_number": { "type": "object", "required": ["number"], "properties": { "number": { "type": "string", "pattern": "^[0-9]{10}$", "title": "Office Phone" } } }, "template_url": { "type": ["string", "null"], "maxLength": 2048, "title": "Template URL" } }, "$id": "1c6510ca" };
    var func2 = require_ucs2length().default;
    var pattern0 = new RegExp("\\S", "u");
    var pattern1 = new RegExp("^[0-9]{1,10}$", "u");
    var pattern4 = new RegExp("^[A-Z]{2}$", "u");
    var pattern5 = new RegExp("^[0-9]+$", "u");
    var pattern6 = new RegExp("^[0-9]{10}$", "u");
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.practice_type_id === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "practice_type_id" }, message: "must have required property 'practice_type_id'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.name === void 0) {
          const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data.address === void 0) {
          const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "address" }, message: "must have required property 'address'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data.phone_number === void 0) {
          const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "phone_number" }, message: "must have required property 'phone_number'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data.practice_type_id !== void 0) {
          let data0 = data.practice_type_id;
          if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)))) {
            const err4 = { instancePath: instancePath + "/practice_type_id", schemaPath: "#/properties/practice_type_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.practice_type_id.type, parentSchema: schema11.properties.practice_type_id, data: data0 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
          if (typeof data0 == "number") {
            if (data0 < 1 || isNaN(data0)) {
              const err5 = { instancePath: instancePath + "/practice_type_id", schemaPath: "#/properties/practice_type_id/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.practice_type_id, data: data0 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
          }
        }
        if (data.name !== void 0) {
          let data1 = data.name;
          if (typeof data1 === "string") {
            if (func2(data1) > 255) {
              const err6 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters", schema: 255, parentSchema: schema11.properties.name, data: data1 };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            if (func2(data1) < 1) {
              const err7 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.name, data: data1 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            if (!pattern0.test(data1)) {
              const err8 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema11.properties.name, data: data1 };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
          } else {
            const err9 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.name.type, parentSchema: schema11.properties.name, data: data1 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data.specialty !== void 0) {
          let data2 = data.specialty;
          if (typeof data2 !== "string" && data2 !== null) {
            const err10 = { instancePath: instancePath + "/specialty", schemaPath: "#/properties/specialty/type", keyword: "type", params: { type: schema11.properties.specialty.type }, message: "must be string,null", schema: schema11.properties.specialty.type, parentSchema: schema11.properties.specialty, data: data2 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
          if (typeof data2 === "string") {
            if (func2(data2) > 255) {
              const err11 = { instancePath: instancePath + "/specialty", schemaPath: "#/properties/specialty/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters", schema: 255, parentSchema: schema11.properties.specialty, data: data2 };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
          }
        }
        if (data.npi !== void 0) {
          let data3 = data.npi;
          if (typeof data3 !== "string" && data3 !== null) {
            const err12 = { instancePath: instancePath + "/npi", schemaPath: "#/properties/npi/type", keyword: "type", params: { type: schema11.properties.npi.type }, message: "must be string,null", schema: schema11.properties.npi.type, parentSchema: schema11.properties.npi, data: data3 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
          if (typeof data3 === "string") {
            if (func2(data3) > 10) {
              const err13 = { instancePath: instancePath + "/npi", schemaPath: "#/properties/npi/maxLength", keyword: "maxLength", params: { limit: 10 }, message: "must NOT have more than 10 characters", schema: 10, parentSchema: schema11.properties.npi, data: data3 };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
            if (!pattern1.test(data3)) {
              const err14 = { instancePath: instancePath + "/npi", schemaPath: "#/properties/npi/pattern", keyword: "pattern", params: { pattern: "^[0-9]{1,10}$" }, message: 'must match pattern "^[0-9]{1,10}$"', schema: "^[0-9]{1,10}$", parentSchema: schema11.properties.npi, data: data3 };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
          }
        }
        if (data.address !== void 0) {
          let data4 = data.address;
          if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
            if (data4.line_1 === void 0) {
              const err15 = { instancePath: instancePath + "/address", schemaPath: "#/properties/address/required", keyword: "required", params: { missingProperty: "line_1" }, message: "must have required property 'line_1'", schema: schema11.properties.address.required, parentSchema: schema11.properties.address, data: data4 };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
            if (data4.city === void 0) {
              const err16 = { instancePath: instancePath + "/address", schemaPath: "#/properties/address/required", keyword: "required", params: { missingProperty: "city" }, message: "must have required property 'city'", schema: schema11.properties.address.required, parentSchema: schema11.properties.address, data: data4 };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
            if (data4.state === void 0) {
              const err17 = { instancePath: instancePath + "/address", schemaPath: "#/properties/address/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'", schema: schema11.properties.address.required, parentSchema: schema11.properties.address, data: data4 };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
            if (data4.zip_code === void 0) {
              const err18 = { instancePath: instancePath + "/address", schemaPath: "#/properties/address/required", keyword: "required", params: { missingProperty: "zip_code" }, message: "must have required property 'zip_code'", schema: schema11.properties.address.required, parentSchema: schema11.properties.address, data: data4 };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
            if (data4.line_1 !== void 0) {
              let data5 = data4.line_1;
              if (typeof data5 === "string") {
                if (func2(data5) > 255) {
                  const err19 = { instancePath: instancePath + "/address/line_1", schemaPath: "#/properties/address/properties/line_1/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters", schema: 255, parentSchema: schema11.properties.address.properties.line_1, data: data5 };
                  if (vErrors === null) {
                    vErrors = [err19];
                  } else {
                    vErrors.push(err19);
                  }
                  errors++;
                }
                if (func2(data5) < 1) {
                  const err20 = { instancePath: instancePath + "/address/line_1", schemaPath: "#/properties/address/properties/line_1/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.address.properties.line_1, data: data5 };
                  if (vErrors === null) {
                    vErrors = [err20];
                  } else {
                    vErrors.push(err20);
                  }
                  errors++;
                }
                if (!pattern0.test(data5)) {
                  const err21 = { instancePath: instancePath + "/address/line_1", schemaPath: "#/properties/address/properties/line_1/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema11.properties.address.properties.line_1, data: data5 };
                  if (vErrors === null) {
                    vErrors = [err21];
                  } else {
                    vErrors.push(err21);
                  }
                  errors++;
                }
              } else {
                const err22 = { instancePath: instancePath + "/address/line_1", schemaPath: "#/properties/address/properties/line_1/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.address.properties.line_1.type, parentSchema: schema11.properties.address.properties.line_1, data: data5 };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
              }
            }
            if (data4.city !== void 0) {
              let data6 = data4.city;
              if (typeof data6 === "string") {
                if (func2(data6) > 255) {
                  const err23 = { instancePath: instancePath + "/address/city", schemaPath: "#/properties/address/properties/city/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters", schema: 255, parentSchema: schema11.properties.address.properties.city, data: data6 };
                  if (vErrors === null) {
                    vErrors = [err23];
                  } else {
                    vErrors.push(err23);
                  }
                  errors++;
                }
                if (func2(data6) < 1) {
                  const err24 = { instancePath: instancePath + "/address/city", schemaPath: "#/properties/address/properties/city/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.address.properties.city, data: data6 };
                  if (vErrors === null) {
                    vErrors = [err24];
                  } else {
                    vErrors.push(err24);
                  }
                  errors++;
                }
                if (!pattern0.test(data6)) {
                  const err25 = { instancePath: instancePath + "/address/city", schemaPath: "#/properties/address/properties/city/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema11.properties.address.properties.city, data: data6 };
                  if (vErrors === null) {
                    vErrors = [err25];
                  } else {
                    vErrors.push(err25);
                  }
                  errors++;
                }
              } else {
                const err26 = { instancePath: instancePath + "/address/city", schemaPath: "#/properties/address/properties/city/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.address.properties.city.type, parentSchema: schema11.properties.address.properties.city, data: data6 };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
              }
            }
            if (data4.state !== void 0) {
              let data7 = data4.state;
              if (typeof data7 === "string") {
                if (func2(data7) > 2) {
                  const err27 = { instancePath: instancePath + "/address/state", schemaPath: "#/properties/address/properties/state/maxLength", keyword: "maxLength", params: { limit: 2 }, message: "must NOT have more than 2 characters", schema: 2, parentSchema: schema11.properties.address.properties.state, data: data7 };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
                if (func2(data7) < 2) {
                  const err28 = { instancePath: instancePath + "/address/state", schemaPath: "#/properties/address/properties/state/minLength", keyword: "minLength", params: { limit: 2 }, message: "must NOT have fewer than 2 characters", schema: 2, parentSchema: schema11.properties.address.properties.state, data: data7 };
                  if (vErrors === null) {
                    vErrors = [err28];
                  } else {
                    vErrors.push(err28);
                  }
                  errors++;
                }
                if (!pattern4.test(data7)) {
                  const err29 = { instancePath: instancePath + "/address/state", schemaPath: "#/properties/address/properties/state/pattern", keyword: "pattern", params: { pattern: "^[A-Z]{2}$" }, message: 'must match pattern "^[A-Z]{2}$"', schema: "^[A-Z]{2}$", parentSchema: schema11.properties.address.properties.state, data: data7 };
                  if (vErrors === null) {
                    vErrors = [err29];
                  } else {
                    vErrors.push(err29);
                  }
                  errors++;
                }
              } else {
                const err30 = { instancePath: instancePath + "/address/state", schemaPath: "#/properties/address/properties/state/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.address.properties.state.type, parentSchema: schema11.properties.address.properties.state, data: data7 };
                if (vErrors === null) {
                  vErrors = [err30];
                } else {
                  vErrors.push(err30);
                }
                errors++;
              }
            }
            if (data4.zip_code !== void 0) {
              let data8 = data4.zip_code;
              if (typeof data8 === "string") {
                if (func2(data8) > 10) {
                  const err31 = { instancePath: instancePath + "/address/zip_code", schemaPath: "#/properties/address/properties/zip_code/maxLength", keyword: "maxLength", params: { limit: 10 }, message: "must NOT have more than 10 characters", schema: 10, parentSchema: schema11.properties.address.properties.zip_code, data: data8 };
                  if (vErrors === null) {
                    vErrors = [err31];
                  } else {
                    vErrors.push(err31);
                  }
                  errors++;
                }
                if (func2(data8) < 1) {
                  const err32 = { instancePath: instancePath + "/address/zip_code", schemaPath: "#/properties/address/properties/zip_code/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.address.properties.zip_code, data: data8 };
                  if (vErrors === null) {
                    vErrors = [err32];
                  } else {
                    vErrors.push(err32);
                  }
                  errors++;
                }
                if (!pattern5.test(data8)) {
                  const err33 = { instancePath: instancePath + "/address/zip_code", schemaPath: "#/properties/address/properties/zip_code/pattern", keyword: "pattern", params: { pattern: "^[0-9]+$" }, message: 'must match pattern "^[0-9]+$"', schema: "^[0-9]+$", parentSchema: schema11.properties.address.properties.zip_code, data: data8 };
                  if (vErrors === null) {
                    vErrors = [err33];
                  } else {
                    vErrors.push(err33);
                  }
                  errors++;
                }
              } else {
                const err34 = { instancePath: instancePath + "/address/zip_code", schemaPath: "#/properties/address/properties/zip_code/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.address.properties.zip_code.type, parentSchema: schema11.properties.address.properties.zip_code, data: data8 };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
              }
            }
          } else {
            const err35 = { instancePath: instancePath + "/address", schemaPath: "#/properties/address/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.address.type, parentSchema: schema11.properties.address, data: data4 };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
        }
        if (data.phone_number !== void 0) {
          let data9 = data.phone_number;
          if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
            if (data9.number === void 0) {
              const err36 = { instancePath: instancePath + "/phone_number", schemaPath: "#/properties/phone_number/required", keyword: "required", params: { missingProperty: "number" }, message: "must have required property 'number'", schema: schema11.properties.phone_number.required, parentSchema: schema11.properties.phone_number, data: data9 };
              if (vErrors === null) {
                vErrors = [err36];
              } else {
                vErrors.push(err36);
              }
              errors++;
            }
            if (data9.number !== void 0) {
              let data10 = data9.number;
              if (typeof data10 === "string") {
                if (!pattern6.test(data10)) {
                  const err37 = { instancePath: instancePath + "/phone_number/number", schemaPath: "#/properties/phone_number/properties/number/pattern", keyword: "pattern", params: { pattern: "^[0-9]{10}$" }, message: 'must match pattern "^[0-9]{10}$"', schema: "^[0-9]{10}$", parentSchema: schema11.properties.phone_number.properties.number, data: data10 };
                  if (vErrors === null) {
                    vErrors = [err37];
                  } else {
                    vErrors.push(err37);
                  }
                  errors++;
                }
              } else {
                const err38 = { instancePath: instancePath + "/phone_number/number", schemaPath: "#/properties/phone_number/properties/number/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.phone_number.properties.number.type, parentSchema: schema11.properties.phone_number.properties.number, data: data10 };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
            }
          } else {
            const err39 = { instancePath: instancePath + "/phone_number", schemaPath: "#/properties/phone_number/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.phone_number.type, parentSchema: schema11.properties.phone_number, data: data9 };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
        }
        if (data.template_url !== void 0) {
          let data11 = data.template_url;
          if (typeof data11 !== "string" && data11 !== null) {
            const err40 = { instancePath: instancePath + "/template_url", schemaPath: "#/properties/template_url/type", keyword: "type", params: { type: schema11.properties.template_url.type }, message: "must be string,null", schema: schema11.properties.template_url.type, parentSchema: schema11.properties.template_url, data: data11 };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
          if (typeof data11 === "string") {
            if (func2(data11) > 2048) {
              const err41 = { instancePath: instancePath + "/template_url", schemaPath: "#/properties/template_url/maxLength", keyword: "maxLength", params: { limit: 2048 }, message: "must NOT have more than 2048 characters", schema: 2048, parentSchema: schema11.properties.template_url, data: data11 };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            }
          }
        }
      } else {
        const err42 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_practice();
