// generated from specs/ — do not edit
// The precompiled validators of the form specs/forms/patientInformation.form.yaml, by the RJSF hash of each schema they check.
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

// patientInformation.cjs
var require_patientInformation = __commonJS({
  "patientInformation.cjs"(exports) {
    exports["-721a4f19"] = validate10;
    var schema11 = { "type": "object", "required": ["first_name", "last_name", "mobile_phone", "address", "surgeon_npi", "installation_method_type_id"], "properties": { "first_name": { "type": "string", "minLength": 1, "maxLength": 32, "pattern": "\\S", "title": "First Name" }, "last_name": { "type": "string", "minLength": 1, "maxLength": 32, "pattern": "\\S", "title": "Last Name" }, "date_of_birth": { "type": ["integer", "null"], "title": "Date of Birth", "exclusiveMinimum": -2208988800 }, "email_address": { "type": ["string", "null"], "format": "email", "maxLength": 255, "title": "Email" }, "mobile_phone": { "type": "string", "pattern": "^[0-9]{10}$", "title": "Mobile Phone" }, "home_phone": { "type": ["string", "null"], "pattern": "^[0-9]{10}$", "title": "Home Phone" }, "address": { "type": "object", "required": ["state"], "properties": { "line_1": { "type": ["string", "null"], "maxLength": 255, "title": "Address" }, "city": { "type": ["string", "null"], "maxLength": 255, "title": "City" }, "state": { "type": "string", "pattern": "^[A-Z]{2}$", "title": "State" }, "zip_code": { "type": ["string", "null"], "pattern": "^[0-9]{5}$", "title": "Zip" } } }, "surgeon_npi": { "type": "string", "pattern": "^[0-9]{1,10}$", "title": "Surgeon NPI", "maxLength": 10 }, "physical_therapist_npi": { "type": ["string", "null"], "pattern": "^[0-9]{1,10}$", "title": "Physical Therapist NPI", "maxLength": 10 }, "dme_npi": { "type": ["string", "null"], "pattern": "^[0-9]{1,10}$", "title": "DME NPI", "maxLength": 10 }, "installation_method_type_id": { "type": "integer", "title": "Installation Method", "default": 1, "not": { "const": 1 } }, "patient_monitoring_specialist_id": { "type": ["integer", "null"], "title": "Patient Monitoring Specialist" }, "rtm_patient_education": { "type": "boolean", "title": "RTM Patient Education" }, "rtm_permission": { "type": "boolean", "title": "RTM Permission" }, "rtm_follow_up_needed": { "type": "boolean", "title": "Follow Up Needed" }, "interaction_code_80": { "type": "boolean", "title": "Interacted with Patient (first 20 minutes)", "description": "CPT 98980: the first 20 minutes of interactive communication with the patient in the month" }, "interaction_code_81": { "type": "boolean", "title": "Interacted with Patient (each additional 20 minutes)", "description": "CPT 98981: each additional 20 minutes of interactive communication in the month" }, "beta": { "type": "boolean", "title": "Beta Patient" } }, "$id": "-721a4f19" };
    var func2 = require_ucs2length().default;
    var pattern0 = new RegExp("\\S", "u");
    var pattern2 = new RegExp("^[0-9]{10}$", "u");
    var pattern4 = new RegExp("^[A-Z]{2}$", "u");
    var pattern5 = new RegExp("^[0-9]{5}$", "u");
    var pattern6 = new RegExp("^[0-9]{1,10}$", "u");
    var formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.first_name === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "first_name" }, message: "must have required property 'first_name'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.last_name === void 0) {
          const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "last_name" }, message: "must have required property 'last_name'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data.mobile_phone === void 0) {
          const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "mobile_phone" }, message: "must have required property 'mobile_phone'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data.address === void 0) {
          const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "address" }, message: "must have required property 'address'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data.surgeon_npi === void 0) {
          const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "surgeon_npi" }, message: "must have required property 'surgeon_npi'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data.installation_method_type_id === void 0) {
          const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "installation_method_type_id" }, message: "must have required property 'installation_method_type_id'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data.first_name !== void 0) {
          let data0 = data.first_name;
          if (typeof data0 === "string") {
            if (func2(data0) > 32) {
              const err6 = { instancePath: instancePath + "/first_name", schemaPath: "#/properties/first_name/maxLength", keyword: "maxLength", params: { limit: 32 }, message: "must NOT have more than 32 characters", schema: 32, parentSchema: schema11.properties.first_name, data: data0 };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            if (func2(data0) < 1) {
              const err7 = { instancePath: instancePath + "/first_name", schemaPath: "#/properties/first_name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.first_name, data: data0 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            if (!pattern0.test(data0)) {
              const err8 = { instancePath: instancePath + "/first_name", schemaPath: "#/properties/first_name/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema11.properties.first_name, data: data0 };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
          } else {
            const err9 = { instancePath: instancePath + "/first_name", schemaPath: "#/properties/first_name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.first_name.type, parentSchema: schema11.properties.first_name, data: data0 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data.last_name !== void 0) {
          let data1 = data.last_name;
          if (typeof data1 === "string") {
            if (func2(data1) > 32) {
              const err10 = { instancePath: instancePath + "/last_name", schemaPath: "#/properties/last_name/maxLength", keyword: "maxLength", params: { limit: 32 }, message: "must NOT have more than 32 characters", schema: 32, parentSchema: schema11.properties.last_name, data: data1 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
            if (func2(data1) < 1) {
              const err11 = { instancePath: instancePath + "/last_name", schemaPath: "#/properties/last_name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.last_name, data: data1 };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
            if (!pattern0.test(data1)) {
              const err12 = { instancePath: instancePath + "/last_name", schemaPath: "#/properties/last_name/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema11.properties.last_name, data: data1 };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
          } else {
            const err13 = { instancePath: instancePath + "/last_name", schemaPath: "#/properties/last_name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.last_name.type, parentSchema: schema11.properties.last_name, data: data1 };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
        if (data.date_of_birth !== void 0) {
          let data2 = data.date_of_birth;
          if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2))) && data2 !== null) {
            const err14 = { instancePath: instancePath + "/date_of_birth", schemaPath: "#/properties/date_of_birth/type", keyword: "type", params: { type: schema11.properties.date_of_birth.type }, message: "must be integer,null", schema: schema11.properties.date_of_birth.type, parentSchema: schema11.properties.date_of_birth, data: data2 };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
          if (typeof data2 == "number") {
            if (data2 <= -2208988800 || isNaN(data2)) {
              const err15 = { instancePath: instancePath + "/date_of_birth", schemaPath: "#/properties/date_of_birth/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: -2208988800 }, message: "must be > -2208988800", schema: -2208988800, parentSchema: schema11.properties.date_of_birth, data: data2 };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
          }
        }
        if (data.email_address !== void 0) {
          let data3 = data.email_address;
          if (typeof data3 !== "string" && data3 !== null) {
            const err16 = { instancePath: instancePath + "/email_address", schemaPath: "#/properties/email_address/type", keyword: "type", params: { type: schema11.properties.email_address.type }, message: "must be string,null", schema: schema11.properties.email_address.type, parentSchema: schema11.properties.email_address, data: data3 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
          if (typeof data3 === "string") {
            if (func2(data3) > 255) {
              const err17 = { instancePath: instancePath + "/email_address", schemaPath: "#/properties/email_address/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters", schema: 255, parentSchema: schema11.properties.email_address, data: data3 };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
            if (!formats0.test(data3)) {
              const err18 = { instancePath: instancePath + "/email_address", schemaPath: "#/properties/email_address/format", keyword: "format", params: { format: "email" }, message: 'must match format "email"', schema: "email", parentSchema: schema11.properties.email_address, data: data3 };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
          }
        }
        if (data.mobile_phone !== void 0) {
          let data4 = data.mobile_phone;
          if (typeof data4 === "string") {
            if (!pattern2.test(data4)) {
              const err19 = { instancePath: instancePath + "/mobile_phone", schemaPath: "#/properties/mobile_phone/pattern", keyword: "pattern", params: { pattern: "^[0-9]{10}$" }, message: 'must match pattern "^[0-9]{10}$"', schema: "^[0-9]{10}$", parentSchema: schema11.properties.mobile_phone, data: data4 };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          } else {
            const err20 = { instancePath: instancePath + "/mobile_phone", schemaPath: "#/properties/mobile_phone/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.mobile_phone.type, parentSchema: schema11.properties.mobile_phone, data: data4 };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data.home_phone !== void 0) {
          let data5 = data.home_phone;
          if (typeof data5 !== "string" && data5 !== null) {
            const err21 = { instancePath: instancePath + "/home_phone", schemaPath: "#/properties/home_phone/type", keyword: "type", params: { type: schema11.properties.home_phone.type }, message: "must be string,null", schema: schema11.properties.home_phone.type, parentSchema: schema11.properties.home_phone, data: data5 };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
          if (typeof data5 === "string") {
            if (!pattern2.test(data5)) {
              const err22 = { instancePath: instancePath + "/home_phone", schemaPath: "#/properties/home_phone/pattern", keyword: "pattern", params: { pattern: "^[0-9]{10}$" }, message: 'must match pattern "^[0-9]{10}$"', schema: "^[0-9]{10}$", parentSchema: schema11.properties.home_phone, data: data5 };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
          }
        }
        if (data.address !== void 0) {
          let data6 = data.address;
          if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
            if (data6.state === void 0) {
              const err23 = { instancePath: instancePath + "/address", schemaPath: "#/properties/address/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'", schema: schema11.properties.address.required, parentSchema: schema11.properties.address, data: data6 };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
            if (data6.line_1 !== void 0) {
              let data7 = data6.line_1;
              if (typeof data7 !== "string" && data7 !== null) {
                const err24 = { instancePath: instancePath + "/address/line_1", schemaPath: "#/properties/address/properties/line_1/type", keyword: "type", params: { type: schema11.properties.address.properties.line_1.type }, message: "must be string,null", schema: schema11.properties.address.properties.line_1.type, parentSchema: schema11.properties.address.properties.line_1, data: data7 };
                if (vErrors === null) {
                  vErrors = [err24];
                } else {
                  vErrors.push(err24);
                }
                errors++;
              }
              if (typeof data7 === "string") {
                if (func2(data7) > 255) {
                  const err25 = { instancePath: instancePath + "/address/line_1", schemaPath: "#/properties/address/properties/line_1/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters", schema: 255, parentSchema: schema11.properties.address.properties.line_1, data: data7 };
                  if (vErrors === null) {
                    vErrors = [err25];
                  } else {
                    vErrors.push(err25);
                  }
                  errors++;
                }
              }
            }
            if (data6.city !== void 0) {
              let data8 = data6.city;
              if (typeof data8 !== "string" && data8 !== null) {
                const err26 = { instancePath: instancePath + "/address/city", schemaPath: "#/properties/address/properties/city/type", keyword: "type", params: { type: schema11.properties.address.properties.city.type }, message: "must be string,null", schema: schema11.properties.address.properties.city.type, parentSchema: schema11.properties.address.properties.city, data: data8 };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
              }
              if (typeof data8 === "string") {
                if (func2(data8) > 255) {
                  const err27 = { instancePath: instancePath + "/address/city", schemaPath: "#/properties/address/properties/city/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters", schema: 255, parentSchema: schema11.properties.address.properties.city, data: data8 };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
              }
            }
            if (data6.state !== void 0) {
              let data9 = data6.state;
              if (typeof data9 === "string") {
                if (!pattern4.test(data9)) {
                  const err28 = { instancePath: instancePath + "/address/state", schemaPath: "#/properties/address/properties/state/pattern", keyword: "pattern", params: { pattern: "^[A-Z]{2}$" }, message: 'must match pattern "^[A-Z]{2}$"', schema: "^[A-Z]{2}$", parentSchema: schema11.properties.address.properties.state, data: data9 };
                  if (vErrors === null) {
                    vErrors = [err28];
                  } else {
                    vErrors.push(err28);
                  }
                  errors++;
                }
              } else {
                const err29 = { instancePath: instancePath + "/address/state", schemaPath: "#/properties/address/properties/state/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.address.properties.state.type, parentSchema: schema11.properties.address.properties.state, data: data9 };
                if (vErrors === null) {
                  vErrors = [err29];
                } else {
                  vErrors.push(err29);
                }
                errors++;
              }
            }
            if (data6.zip_code !== void 0) {
              let data10 = data6.zip_code;
              if (typeof data10 !== "string" && data10 !== null) {
                const err30 = { instancePath: instancePath + "/address/zip_code", schemaPath: "#/properties/address/properties/zip_code/type", keyword: "type", params: { type: schema11.properties.address.properties.zip_code.type }, message: "must be string,null", schema: schema11.properties.address.properties.zip_code.type, parentSchema: schema11.properties.address.properties.zip_code, data: data10 };
                if (vErrors === null) {
                  vErrors = [err30];
                } else {
                  vErrors.push(err30);
                }
                errors++;
              }
              if (typeof data10 === "string") {
                if (!pattern5.test(data10)) {
                  const err31 = { instancePath: instancePath + "/address/zip_code", schemaPath: "#/properties/address/properties/zip_code/pattern", keyword: "pattern", params: { pattern: "^[0-9]{5}$" }, message: 'must match pattern "^[0-9]{5}$"', schema: "^[0-9]{5}$", parentSchema: schema11.properties.address.properties.zip_code, data: data10 };
                  if (vErrors === null) {
                    vErrors = [err31];
                  } else {
                    vErrors.push(err31);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err32 = { instancePath: instancePath + "/address", schemaPath: "#/properties/address/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.address.type, parentSchema: schema11.properties.address, data: data6 };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
        if (data.surgeon_npi !== void 0) {
          let data11 = data.surgeon_npi;
          if (typeof data11 === "string") {
            if (func2(data11) > 10) {
              const err33 = { instancePath: instancePath + "/surgeon_npi", schemaPath: "#/properties/surgeon_npi/maxLength", keyword: "maxLength", params: { limit: 10 }, message: "must NOT have more than 10 characters", schema: 10, parentSchema: schema11.properties.surgeon_npi, data: data11 };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
            if (!pattern6.test(data11)) {
              const err34 = { instancePath: instancePath + "/surgeon_npi", schemaPath: "#/properties/surgeon_npi/pattern", keyword: "pattern", params: { pattern: "^[0-9]{1,10}$" }, message: 'must match pattern "^[0-9]{1,10}$"', schema: "^[0-9]{1,10}$", parentSchema: schema11.properties.surgeon_npi, data: data11 };
              if (vErrors === null) {
                vErrors = [err34];
              } else {
                vErrors.push(err34);
              }
              errors++;
            }
          } else {
            const err35 = { instancePath: instancePath + "/surgeon_npi", schemaPath: "#/properties/surgeon_npi/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.surgeon_npi.type, parentSchema: schema11.properties.surgeon_npi, data: data11 };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
        }
        if (data.physical_therapist_npi !== void 0) {
          let data12 = data.physical_therapist_npi;
          if (typeof data12 !== "string" && data12 !== null) {
            const err36 = { instancePath: instancePath + "/physical_therapist_npi", schemaPath: "#/properties/physical_therapist_npi/type", keyword: "type", params: { type: schema11.properties.physical_therapist_npi.type }, message: "must be string,null", schema: schema11.properties.physical_therapist_npi.type, parentSchema: schema11.properties.physical_therapist_npi, data: data12 };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
          if (typeof data12 === "string") {
            if (func2(data12) > 10) {
              const err37 = { instancePath: instancePath + "/physical_therapist_npi", schemaPath: "#/properties/physical_therapist_npi/maxLength", keyword: "maxLength", params: { limit: 10 }, message: "must NOT have more than 10 characters", schema: 10, parentSchema: schema11.properties.physical_therapist_npi, data: data12 };
              if (vErrors === null) {
                vErrors = [err37];
              } else {
                vErrors.push(err37);
              }
              errors++;
            }
            if (!pattern6.test(data12)) {
              const err38 = { instancePath: instancePath + "/physical_therapist_npi", schemaPath: "#/properties/physical_therapist_npi/pattern", keyword: "pattern", params: { pattern: "^[0-9]{1,10}$" }, message: 'must match pattern "^[0-9]{1,10}$"', schema: "^[0-9]{1,10}$", parentSchema: schema11.properties.physical_therapist_npi, data: data12 };
              if (vErrors === null) {
                vErrors = [err38];
              } else {
                vErrors.push(err38);
              }
              errors++;
            }
          }
        }
        if (data.dme_npi !== void 0) {
          let data13 = data.dme_npi;
          if (typeof data13 !== "string" && data13 !== null) {
            const err39 = { instancePath: instancePath + "/dme_npi", schemaPath: "#/properties/dme_npi/type", keyword: "type", params: { type: schema11.properties.dme_npi.type }, message: "must be string,null", schema: schema11.properties.dme_npi.type, parentSchema: schema11.properties.dme_npi, data: data13 };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
          if (typeof data13 === "string") {
            if (func2(data13) > 10) {
              const err40 = { instancePath: instancePath + "/dme_npi", schemaPath: "#/properties/dme_npi/maxLength", keyword: "maxLength", params: { limit: 10 }, message: "must NOT have more than 10 characters", schema: 10, parentSchema: schema11.properties.dme_npi, data: data13 };
              if (vErrors === null) {
                vErrors = [err40];
              } else {
                vErrors.push(err40);
              }
              errors++;
            }
            if (!pattern6.test(data13)) {
              const err41 = { instancePath: instancePath + "/dme_npi", schemaPath: "#/properties/dme_npi/pattern", keyword: "pattern", params: { pattern: "^[0-9]{1,10}$" }, message: 'must match pattern "^[0-9]{1,10}$"', schema: "^[0-9]{1,10}$", parentSchema: schema11.properties.dme_npi, data: data13 };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            }
          }
        }
        if (data.installation_method_type_id !== void 0) {
          let data14 = data.installation_method_type_id;
          if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)))) {
            const err42 = { instancePath: instancePath + "/installation_method_type_id", schemaPath: "#/properties/installation_method_type_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.installation_method_type_id.type, parentSchema: schema11.properties.installation_method_type_id, data: data14 };
            if (vErrors === null) {
              vErrors = [err42];
            } else {
              vErrors.push(err42);
            }
            errors++;
          }
          const _errs31 = errors;
          const _errs32 = errors;
          if (1 !== data14) {
            const err43 = {};
            if (vErrors === null) {
              vErrors = [err43];
            } else {
              vErrors.push(err43);
            }
            errors++;
          }
          var valid2 = _errs32 === errors;
          if (valid2) {
            const err44 = { instancePath: instancePath + "/installation_method_type_id", schemaPath: "#/properties/installation_method_type_id/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema11.properties.installation_method_type_id.not, parentSchema: schema11.properties.installation_method_type_id, data: data14 };
            if (vErrors === null) {
              vErrors = [err44];
            } else {
              vErrors.push(err44);
            }
            errors++;
          } else {
            errors = _errs31;
            if (vErrors !== null) {
              if (_errs31) {
                vErrors.length = _errs31;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data.patient_monitoring_specialist_id !== void 0) {
          let data15 = data.patient_monitoring_specialist_id;
          if (!(typeof data15 == "number" && (!(data15 % 1) && !isNaN(data15))) && data15 !== null) {
            const err45 = { instancePath: instancePath + "/patient_monitoring_specialist_id", schemaPath: "#/properties/patient_monitoring_specialist_id/type", keyword: "type", params: { type: schema11.properties.patient_monitoring_specialist_id.type }, message: "must be integer,null", schema: schema11.properties.patient_monitoring_specialist_id.type, parentSchema: schema11.properties.patient_monitoring_specialist_id, data: data15 };
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
        }
        if (data.rtm_patient_education !== void 0) {
          let data16 = data.rtm_patient_education;
          if (typeof data16 !== "boolean") {
            const err46 = { instancePath: instancePath + "/rtm_patient_education", schemaPath: "#/properties/rtm_patient_education/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties.rtm_patient_education.type, parentSchema: schema11.properties.rtm_patient_education, data: data16 };
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
            }
            errors++;
          }
        }
        if (data.rtm_permission !== void 0) {
          let data17 = data.rtm_permission;
          if (typeof data17 !== "boolean") {
            const err47 = { instancePath: instancePath + "/rtm_permission", schemaPath: "#/properties/rtm_permission/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties.rtm_permission.type, parentSchema: schema11.properties.rtm_permission, data: data17 };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          }
        }
        if (data.rtm_follow_up_needed !== void 0) {
          let data18 = data.rtm_follow_up_needed;
          if (typeof data18 !== "boolean") {
            const err48 = { instancePath: instancePath + "/rtm_follow_up_needed", schemaPath: "#/properties/rtm_follow_up_needed/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties.rtm_follow_up_needed.type, parentSchema: schema11.properties.rtm_follow_up_needed, data: data18 };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
        }
        if (data.interaction_code_80 !== void 0) {
          let data19 = data.interaction_code_80;
          if (typeof data19 !== "boolean") {
            const err49 = { instancePath: instancePath + "/interaction_code_80", schemaPath: "#/properties/interaction_code_80/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties.interaction_code_80.type, parentSchema: schema11.properties.interaction_code_80, data: data19 };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
        }
        if (data.interaction_code_81 !== void 0) {
          let data20 = data.interaction_code_81;
          if (typeof data20 !== "boolean") {
            const err50 = { instancePath: instancePath + "/interaction_code_81", schemaPath: "#/properties/interaction_code_81/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties.interaction_code_81.type, parentSchema: schema11.properties.interaction_code_81, data: data20 };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          }
        }
        if (data.beta !== void 0) {
          let data21 = data.beta;
          if (typeof data21 !== "boolean") {
            const err51 = { instancePath: instancePath + "/beta", schemaPath: "#/properties/beta/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties.beta.type, parentSchema: schema11.properties.beta, data: data21 };
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
  }
});
export default require_patientInformation();
