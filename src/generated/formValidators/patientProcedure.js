// generated from specs/ — do not edit
// The precompiled validators of the form specs/forms/patientProcedure.form.yaml, by the RJSF hash of each schema they check.
var __getOwnPropNames = Object.getOwnPropertyNames;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};

// patientProcedure.cjs
var require_patientProcedure = __commonJS({
  "patientProcedure.cjs"(exports) {
    exports["74018652"] = validate10;
    var schema11 = { "properties": { "procedure_type_id": { "const": 1 } }, "required": ["procedure_type_id"], "$id": "74018652" };
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.procedure_type_id === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "procedure_type_id" }, message: "must have required property 'procedure_type_id'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.procedure_type_id !== void 0) {
          let data0 = data.procedure_type_id;
          if (1 !== data0) {
            const err1 = { instancePath: instancePath + "/procedure_type_id", schemaPath: "#/properties/procedure_type_id/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant", schema: 1, parentSchema: schema11.properties.procedure_type_id, data: data0 };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
    exports["61d137b9"] = validate11;
    var schema12 = { "type": "object", "required": ["procedure_type_id", "procedure_leg_type_id"], "properties": { "procedure_type_id": { "type": "integer", "title": "Procedure Type" }, "procedure_leg_type_id": { "type": "integer", "title": "Leg" }, "procedure_date": { "type": ["integer", "null"], "title": "Procedure Date", "minimum": 0, "maximum": 4294967295 }, "medicare_insurance": { "type": "boolean", "title": "Medicare Insurance", "default": false }, "treatment_plan_template_id": { "type": "integer", "title": "Treatment Template", "default": 1 }, "cpt": { "type": "array", "title": "CPT Codes", "maxItems": 20, "uniqueItems": true, "items": { "type": "integer" } }, "icd": { "type": "array", "title": "ICD10 Codes", "maxItems": 20, "uniqueItems": true, "items": { "type": "integer" } }, "hcpcs": { "type": "array", "title": "HCPCS Codes", "maxItems": 20, "uniqueItems": true, "items": { "type": "integer" } } }, "if": { "properties": { "procedure_type_id": { "const": 1 } }, "required": ["procedure_type_id"] }, "then": { "required": ["procedure_date", "icd"], "properties": { "icd": { "minItems": 1 } } }, "$id": "61d137b9" };
    function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      const _errs1 = errors;
      let valid0 = true;
      const _errs2 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing0;
        if (data.procedure_type_id === void 0 && (missing0 = "procedure_type_id")) {
          const err0 = {};
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        } else {
          if (data.procedure_type_id !== void 0) {
            if (1 !== data.procedure_type_id) {
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
          if (data.procedure_date === void 0) {
            const err2 = { instancePath, schemaPath: "#/then/required", keyword: "required", params: { missingProperty: "procedure_date" }, message: "must have required property 'procedure_date'", schema: schema12.then.required, parentSchema: schema12.then, data };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
          if (data.icd === void 0) {
            const err3 = { instancePath, schemaPath: "#/then/required", keyword: "required", params: { missingProperty: "icd" }, message: "must have required property 'icd'", schema: schema12.then.required, parentSchema: schema12.then, data };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
          if (data.icd !== void 0) {
            let data1 = data.icd;
            if (Array.isArray(data1)) {
              if (data1.length < 1) {
                const err4 = { instancePath: instancePath + "/icd", schemaPath: "#/then/properties/icd/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema12.then.properties.icd, data: data1 };
                if (vErrors === null) {
                  vErrors = [err4];
                } else {
                  vErrors.push(err4);
                }
                errors++;
              }
            }
          }
        }
        var _valid0 = _errs4 === errors;
        valid0 = _valid0;
      }
      if (!valid0) {
        const err5 = { instancePath, schemaPath: "#/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema12.if, parentSchema: schema12, data };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.procedure_type_id === void 0) {
          const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "procedure_type_id" }, message: "must have required property 'procedure_type_id'", schema: schema12.required, parentSchema: schema12, data };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data.procedure_leg_type_id === void 0) {
          const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "procedure_leg_type_id" }, message: "must have required property 'procedure_leg_type_id'", schema: schema12.required, parentSchema: schema12, data };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (data.procedure_type_id !== void 0) {
          let data2 = data.procedure_type_id;
          if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)))) {
            const err8 = { instancePath: instancePath + "/procedure_type_id", schemaPath: "#/properties/procedure_type_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema12.properties.procedure_type_id.type, parentSchema: schema12.properties.procedure_type_id, data: data2 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data.procedure_leg_type_id !== void 0) {
          let data3 = data.procedure_leg_type_id;
          if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)))) {
            const err9 = { instancePath: instancePath + "/procedure_leg_type_id", schemaPath: "#/properties/procedure_leg_type_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema12.properties.procedure_leg_type_id.type, parentSchema: schema12.properties.procedure_leg_type_id, data: data3 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data.procedure_date !== void 0) {
          let data4 = data.procedure_date;
          if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4))) && data4 !== null) {
            const err10 = { instancePath: instancePath + "/procedure_date", schemaPath: "#/properties/procedure_date/type", keyword: "type", params: { type: schema12.properties.procedure_date.type }, message: "must be integer,null", schema: schema12.properties.procedure_date.type, parentSchema: schema12.properties.procedure_date, data: data4 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
          if (typeof data4 == "number") {
            if (data4 > 4294967295 || isNaN(data4)) {
              const err11 = { instancePath: instancePath + "/procedure_date", schemaPath: "#/properties/procedure_date/maximum", keyword: "maximum", params: { comparison: "<=", limit: 4294967295 }, message: "must be <= 4294967295", schema: 4294967295, parentSchema: schema12.properties.procedure_date, data: data4 };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
            if (data4 < 0 || isNaN(data4)) {
              const err12 = { instancePath: instancePath + "/procedure_date", schemaPath: "#/properties/procedure_date/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema12.properties.procedure_date, data: data4 };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
          }
        }
        if (data.medicare_insurance !== void 0) {
          let data5 = data.medicare_insurance;
          if (typeof data5 !== "boolean") {
            const err13 = { instancePath: instancePath + "/medicare_insurance", schemaPath: "#/properties/medicare_insurance/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema12.properties.medicare_insurance.type, parentSchema: schema12.properties.medicare_insurance, data: data5 };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
        if (data.treatment_plan_template_id !== void 0) {
          let data6 = data.treatment_plan_template_id;
          if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)))) {
            const err14 = { instancePath: instancePath + "/treatment_plan_template_id", schemaPath: "#/properties/treatment_plan_template_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema12.properties.treatment_plan_template_id.type, parentSchema: schema12.properties.treatment_plan_template_id, data: data6 };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
        if (data.cpt !== void 0) {
          let data7 = data.cpt;
          if (Array.isArray(data7)) {
            if (data7.length > 20) {
              const err15 = { instancePath: instancePath + "/cpt", schemaPath: "#/properties/cpt/maxItems", keyword: "maxItems", params: { limit: 20 }, message: "must NOT have more than 20 items", schema: 20, parentSchema: schema12.properties.cpt, data: data7 };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
            const len0 = data7.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data8 = data7[i0];
              if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)))) {
                const err16 = { instancePath: instancePath + "/cpt/" + i0, schemaPath: "#/properties/cpt/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema12.properties.cpt.items.type, parentSchema: schema12.properties.cpt.items, data: data8 };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
            }
            let i1 = data7.length;
            let j0;
            if (i1 > 1) {
              const indices0 = {};
              for (; i1--; ) {
                let item0 = data7[i1];
                if (!(typeof item0 == "number" && (!(item0 % 1) && !isNaN(item0)))) {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err17 = { instancePath: instancePath + "/cpt", schemaPath: "#/properties/cpt/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)", schema: true, parentSchema: schema12.properties.cpt, data: data7 };
                  if (vErrors === null) {
                    vErrors = [err17];
                  } else {
                    vErrors.push(err17);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i1;
              }
            }
          } else {
            const err18 = { instancePath: instancePath + "/cpt", schemaPath: "#/properties/cpt/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema12.properties.cpt.type, parentSchema: schema12.properties.cpt, data: data7 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
        if (data.icd !== void 0) {
          let data9 = data.icd;
          if (Array.isArray(data9)) {
            if (data9.length > 20) {
              const err19 = { instancePath: instancePath + "/icd", schemaPath: "#/properties/icd/maxItems", keyword: "maxItems", params: { limit: 20 }, message: "must NOT have more than 20 items", schema: 20, parentSchema: schema12.properties.icd, data: data9 };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
            const len1 = data9.length;
            for (let i2 = 0; i2 < len1; i2++) {
              let data10 = data9[i2];
              if (!(typeof data10 == "number" && (!(data10 % 1) && !isNaN(data10)))) {
                const err20 = { instancePath: instancePath + "/icd/" + i2, schemaPath: "#/properties/icd/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema12.properties.icd.items.type, parentSchema: schema12.properties.icd.items, data: data10 };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
              }
            }
            let i3 = data9.length;
            let j1;
            if (i3 > 1) {
              const indices1 = {};
              for (; i3--; ) {
                let item1 = data9[i3];
                if (!(typeof item1 == "number" && (!(item1 % 1) && !isNaN(item1)))) {
                  continue;
                }
                if (typeof indices1[item1] == "number") {
                  j1 = indices1[item1];
                  const err21 = { instancePath: instancePath + "/icd", schemaPath: "#/properties/icd/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)", schema: true, parentSchema: schema12.properties.icd, data: data9 };
                  if (vErrors === null) {
                    vErrors = [err21];
                  } else {
                    vErrors.push(err21);
                  }
                  errors++;
                  break;
                }
                indices1[item1] = i3;
              }
            }
          } else {
            const err22 = { instancePath: instancePath + "/icd", schemaPath: "#/properties/icd/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema12.properties.icd.type, parentSchema: schema12.properties.icd, data: data9 };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
        if (data.hcpcs !== void 0) {
          let data11 = data.hcpcs;
          if (Array.isArray(data11)) {
            if (data11.length > 20) {
              const err23 = { instancePath: instancePath + "/hcpcs", schemaPath: "#/properties/hcpcs/maxItems", keyword: "maxItems", params: { limit: 20 }, message: "must NOT have more than 20 items", schema: 20, parentSchema: schema12.properties.hcpcs, data: data11 };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
            const len2 = data11.length;
            for (let i4 = 0; i4 < len2; i4++) {
              let data12 = data11[i4];
              if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)))) {
                const err24 = { instancePath: instancePath + "/hcpcs/" + i4, schemaPath: "#/properties/hcpcs/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema12.properties.hcpcs.items.type, parentSchema: schema12.properties.hcpcs.items, data: data12 };
                if (vErrors === null) {
                  vErrors = [err24];
                } else {
                  vErrors.push(err24);
                }
                errors++;
              }
            }
            let i5 = data11.length;
            let j2;
            if (i5 > 1) {
              const indices2 = {};
              for (; i5--; ) {
                let item2 = data11[i5];
                if (!(typeof item2 == "number" && (!(item2 % 1) && !isNaN(item2)))) {
                  continue;
                }
                if (typeof indices2[item2] == "number") {
                  j2 = indices2[item2];
                  const err25 = { instancePath: instancePath + "/hcpcs", schemaPath: "#/properties/hcpcs/uniqueItems", keyword: "uniqueItems", params: { i: i5, j: j2 }, message: "must NOT have duplicate items (items ## " + j2 + " and " + i5 + " are identical)", schema: true, parentSchema: schema12.properties.hcpcs, data: data11 };
                  if (vErrors === null) {
                    vErrors = [err25];
                  } else {
                    vErrors.push(err25);
                  }
                  errors++;
                  break;
                }
                indices2[item2] = i5;
              }
            }
          } else {
            const err26 = { instancePath: instancePath + "/hcpcs", schemaPath: "#/properties/hcpcs/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema12.properties.hcpcs.type, parentSchema: schema12.properties.hcpcs, data: data11 };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
        }
      } else {
        const err27 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema12.type, parentSchema: schema12, data };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
      validate11.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_patientProcedure();
