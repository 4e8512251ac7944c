// generated from specs/ — do not edit
// The precompiled validators of the form specs/forms/userPermissions.form.yaml, by the RJSF hash of each schema they check.
var __getOwnPropNames = Object.getOwnPropertyNames;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};

// userPermissions.cjs
var require_userPermissions = __commonJS({
  "userPermissions.cjs"(exports) {
    exports["-2b63cc01"] = validate10;
    var schema11 = { "type": "object", "properties": { "permission_ids": { "type": "array", "title": "Permissions", "uniqueItems": true, "items": { "type": "integer", "oneOf": [{ "const": 2, "title": "Add Team Member" }, { "const": 3, "title": "Edit Team Member" }, { "const": 4, "title": "View Team Member" }, { "const": 5, "title": "Add Staff" }, { "const": 6, "title": "Edit Staff" }, { "const": 7, "title": "View Staff" }, { "const": 8, "title": "Add Patient" }, { "const": 9, "title": "Edit Patient" }, { "const": 10, "title": "Add Treatment Plan" }, { "const": 11, "title": "Edit Treatment Plan" }, { "const": 12, "title": "View Treatment Plan" }, { "const": 13, "title": "Edit All Permissions" }, { "const": 14, "title": "View All Patients" }, { "const": 15, "title": "View All Team Members" }, { "const": 16, "title": "Edit Practice" }] } } }, "$id": "-2b63cc01" };
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.permission_ids !== void 0) {
          let data0 = data.permission_ids;
          if (Array.isArray(data0)) {
            const len0 = data0.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data1 = data0[i0];
              if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)))) {
                const err0 = { instancePath: instancePath + "/permission_ids/" + i0, schemaPath: "#/properties/permission_ids/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.permission_ids.items.type, parentSchema: schema11.properties.permission_ids.items, data: data1 };
                if (vErrors === null) {
                  vErrors = [err0];
                } else {
                  vErrors.push(err0);
                }
                errors++;
              }
              const _errs5 = errors;
              let valid3 = false;
              let passing0 = null;
              const _errs6 = errors;
              if (2 !== data1) {
                const err1 = { instancePath: instancePath + "/permission_ids/" + i0, schemaPath: "#/properties/permission_ids/items/oneOf/0/const", keyword: "const", params: { allowedValue: 2 }, message: "must be equal to constant", schema: 2, parentSchema: schema11.properties.permission_ids.items.oneOf[0], data: data1 };
                if (vErrors === null) {
                  vErrors = [err1];
                } else {
                  vErrors.push(err1);
                }
                errors++;
              }
              var _valid0 = _errs6 === errors;
              if (_valid0) {
                valid3 = true;
                passing0 = 0;
              }
              const _errs7 = errors;
              if (3 !== data1) {
                const err2 = { instancePath: instancePath + "/permission_ids/" + i0, schemaPath: "#/properties/permission_ids/items/oneOf/1/const", keyword: "const", params: { allowedValue: 3 }, message: "must be equal to constant", schema: 3, parentSchema: schema11.properties.permission_ids.items.oneOf[1], data: data1 };
                if (vErrors === null) {
                  vErrors = [err2];
                } else {
                  vErrors.push(err2);
                }
                errors++;
              }
              var _valid0 = _errs7 === errors;
              if (_valid0 && valid3) {
                valid3 = false;
                passing0 = [passing0, 1];
              } else {
                if (_valid0) {
                  valid3 = true;
                  passing0 = 1;
                }
                const _errs8 = errors;
                if (4 !== data1) {
                  const err3 = { instancePath: instancePath + "/permission_ids/" + i0, schemaPath: "#/properties/permission_ids/items/oneOf/2/const", keyword: "const", params: { allowedValue: 4 }, message: "must be equal to constant", schema: 4, parentSchema: schema11.properties.permission_ids.items.oneOf[2], data: data1 };
                  if (vErrors === null) {
                    vErrors = [err3];
                  } else {
                    vErrors.push(err3);
                  }
                  errors++;
                }
                var _valid0 = _errs8 === errors;
                if (_valid0 && valid3) {
                  valid3 = false;
                  passing0 = [passing0, 2];
                } else {
                  if (_valid0) {
                    valid3 = true;
                    passing0 = 2;
                  }
                  const _errs9 = errors;
                  if (5 !== data1) {
                    const err4 = { instancePath: instancePath + "/permission_ids/" + i0, schemaPath: "#/properties/permission_ids/items/oneOf/3/const", keyword: "const", params: { allowedValue: 5 }, message: "must be equal to constant", schema: 5, parentSchema: schema11.properties.permission_ids.items.oneOf[3], data: data1 };
                    if (vErrors === null) {
                      vErrors = [err4];
                    } else {
                      vErrors.push(err4);
                    }
                    errors++;
                  }
                  var _valid0 = _errs9 === errors;
                  if (_valid0 && valid3) {
                    valid3 = false;
                    passing0 = [passing0, 3];
                  } else {
                    if (_valid0) {
                      valid3 = true;
                      passing0 = 3;
                    }
                    const _errs10 = errors;
                    if (6 !== data1) {
                      const err5 = { instancePath: instancePath + "/permission_ids/" + i0, schemaPath: "#/properties/permission_ids/items/oneOf/4/const", keyword: "const", params: { allowedValue: 6 }, message: "must be equal to constant", schema: 6, parentSchema: schema11.properties.permission_ids.items.oneOf[4], data: data1 };
                      if (vErrors === null) {
                        vErrors = [err5];
                      } else {
                        vErrors.push(err5);
                      }
                      errors++;
                    }
                    var _valid0 = _errs10 === errors;
                    if (_valid0 && valid3) {
                      valid3 = false;
                      passing0 = [passing0, 4];
                    } else {
                      if (_valid0) {
                        valid3 = true;
                        passing0 = 4;
                      }
                      const _errs11 = errors;
                      if (7 !== data1) {
                        const err6 = { instancePath: instancePath + "/permission_ids/" + i0, schemaPath: "#/properties/permission_ids/items/oneOf/5/const", keyword: "const", params: { allowedValue: 7 }, message: "must be equal to constant", schema: 7, parentSchema: schema11.properties.permission_ids.items.oneOf[5], data: data1 };
                        if (vErrors === null) {
                          vErrors = [err6];
                        } else {
                          vErrors.push(err6);
                        }
                        errors++;
                      }
                      var _valid0 = _errs11 === errors;
                      if (_valid0 && valid3) {
                        valid3 = false;
                        passing0 = [passing0, 5];
                      } else {
                        if (_valid0) {
                          valid3 = true;
                          passing0 = 5;
                        }
                        const _errs12 = errors;
                        if (8 !== data1) {
                          const err7 = { instancePath: instancePath + "/permission_ids/" + i0, schemaPath: "#/properties/permission_ids/items/oneOf/6/const", keyword: "const", params: { allowedValue: 8 }, message: "must be equal to constant", schema: 8, parentSchema: schema11.properties.permission_ids.items.oneOf[6], data: data1 };
                          if (vErrors === null) {
                            vErrors = [err7];
                          } else {
                            vErrors.push(err7);
                          }
                          errors++;
                        }
                        var _valid0 = _errs12 === errors;
                        if (_valid0 && valid3) {
                          valid3 = false;
                          passing0 = [passing0, 6];
                        } else {
                          if (_valid0) {
                            valid3 = true;
                            passing0 = 6;
                          }
                          const _errs13 = errors;
                          if (9 !== data1) {
                            const err8 = { instancePath: instancePath + "/permission_ids/" + i0, schemaPath: "#/properties/permission_ids/items/oneOf/7/const", keyword: "const", params: { allowedValue: 9 }, message: "must be equal to constant", schema: 9, parentSchema: schema11.properties.permission_ids.items.oneOf[7], data: data1 };
                            if (vErrors === null) {
                              vErrors = [err8];
                            } else {
                              vErrors.push(err8);
                            }
                            errors++;
                          }
                          var _valid0 = _errs13 === errors;
                          if (_valid0 && valid3) {
                            valid3 = false;
                            passing0 = [passing0, 7];
                          } else {
                            if (_valid0) {
                              valid3 = true;
                              passing0 = 7;
                            }
                            const _errs14 = errors;
                            if (10 !== data1) {
                              const err9 = { instancePath: instancePath + "/permission_ids/" + i0, schemaPath: "#/properties/permission_ids/items/oneOf/8/const", keyword: "const", params: { allowedValue: 10 }, message: "must be equal to constant", schema: 10, parentSchema: schema11.properties.permission_ids.items.oneOf[8], data: data1 };
                              if (vErrors === null) {
                                vErrors = [err9];
                              } else {
                                vErrors.push(err9);
                              }
                              errors++;
                            }
                            var _valid0 = _errs14 === errors;
                            if (_valid0 && valid3) {
                              valid3 = false;
                              passing0 = [passing0, 8];
                            } else {
                              if (_valid0) {
                                valid3 = true;
                                passing0 = 8;
                              }
                              const _errs15 = errors;
                              if (11 !== data1) {
                                const err10 = { instancePath: instancePath + "/permission_ids/" + i0, schemaPath: "#/properties/permission_ids/items/oneOf/9/const", keyword: "const", params: { allowedValue: 11 }, message: "must be equal to constant", schema: 11, parentSchema: schema11.properties.permission_ids.items.oneOf[9], data: data1 };
                                if (vErrors === null) {
                                  vErrors = [err10];
                                } else {
                                  vErrors.push(err10);
                                }
                                errors++;
                              }
                              var _valid0 = _errs15 === errors;
                              if (_valid0 && valid3) {
                                valid3 = false;
                                passing0 = [passing0, 9];
                              } else {
                                if (_valid0) {
                                  valid3 = true;
                                  passing0 = 9;
                                }
                                const _errs16 = errors;
                                if (12 !== data1) {
                                  const err11 = { instancePath: instancePath + "/permission_ids/" + i0, schemaPath: "#/properties/permission_ids/items/oneOf/10/const", keyword: "const", params: { allowedValue: 12 }, message: "must be equal to constant", schema: 12, parentSchema: schema11.properties.permission_ids.items.oneOf[10], data: data1 };
                                  if (vErrors === null) {
                                    vErrors = [err11];
                                  } else {
                                    vErrors.push(err11);
                                  }
                                  errors++;
                                }
                                var _valid0 = _errs16 === errors;
                                if (_valid0 && valid3) {
                                  valid3 = false;
                                  passing0 = [passing0, 10];
                                } else {
                                  if (_valid0) {
                                    valid3 = true;
                                    passing0 = 10;
                                  }
                                  const _errs17 = errors;
                                  if (13 !== data1) {
                                    const err12 = { instancePath: instancePath + "/permission_ids/" + i0, schemaPath: "#/properties/permission_ids/items/oneOf/11/const", keyword: "const", params: { allowedValue: 13 }, message: "must be equal to constant", schema: 13, parentSchema: schema11.properties.permission_ids.items.oneOf[11], data: data1 };
                                    if (vErrors === null) {
                                      vErrors = [err12];
                                    } else {
                                      vErrors.push(err12);
                                    }
                                    errors++;
                                  }
                                  var _valid0 = _errs17 === errors;
                                  if (_valid0 && valid3) {
                                    valid3 = false;
                                    passing0 = [passing0, 11];
                                  } else {
                                    if (_valid0) {
                                      valid3 = true;
                                      passing0 = 11;
                                    }
                                    const _errs18 = errors;
                                    if (14 !== data1) {
                                      const err13 = { instancePath: instancePath + "/permission_ids/" + i0, schemaPath: "#/properties/permission_ids/items/oneOf/12/const", keyword: "const", params: { allowedValue: 14 }, message: "must be equal to constant", schema: 14, parentSchema: schema11.properties.permission_ids.items.oneOf[12], data: data1 };
                                      if (vErrors === null) {
                                        vErrors = [err13];
                                      } else {
                                        vErrors.push(err13);
                                      }
                                      errors++;
                                    }
                                    var _valid0 = _errs18 === errors;
                                    if (_valid0 && valid3) {
                                      valid3 = false;
                                      passing0 = [passing0, 12];
                                    } else {
                                      if (_valid0) {
                                        valid3 = true;
                                        passing0 = 12;
                                      }
                                      const _errs19 = errors;
                                      if (15 !== data1) {
                                        const err14 = { instancePath: instancePath + "/permission_ids/" + i0, schemaPath: "#/properties/permission_ids/items/oneOf/13/const", keyword: "const", params: { allowedValue: 15 }, message: "must be equal to constant", schema: 15, parentSchema: schema11.properties.permission_ids.items.oneOf[13], data: data1 };
                                        if (vErrors === null) {
                                          vErrors = [err14];
                                        } else {
                                          vErrors.push(err14);
                                        }
                                        errors++;
                                      }
                                      var _valid0 = _errs19 === errors;
                                      if (_valid0 && valid3) {
                                        valid3 = false;
                                        passing0 = [passing0, 13];
                                      } else {
                                        if (_valid0) {
                                          valid3 = true;
                                          passing0 = 13;
                                        }
                                        const _errs20 = errors;
                                        if (16 !== data1) {
                                          const err15 = { instancePath: instancePath + "/permission_ids/" + i0, schemaPath: "#/properties/permission_ids/items/oneOf/14/const", keyword: "const", params: { allowedValue: 16 }, message: "must be equal to constant", schema: 16, parentSchema: schema11.properties.permission_ids.items.oneOf[14], data: data1 };
                                          if (vErrors === null) {
                                            vErrors = [err15];
                                          } else {
                                            vErrors.push(err15);
                                          }
                                          errors++;
                                        }
                                        var _valid0 = _errs20 === errors;
                                        if (_valid0 && valid3) {
                                          valid3 = false;
                                          passing0 = [passing0, 14];
                                        } else {
                                          if (_valid0) {
                                            valid3 = true;
                                            passing0 = 14;
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
              if (!valid3) {
                const err16 = { instancePath: instancePath + "/permission_ids/" + i0, schemaPath: "#/properties/permission_ids/items/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema11.properties.permission_ids.items.oneOf, parentSchema: schema11.properties.permission_ids.items, data: data1 };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              } else {
                errors = _errs5;
                if (vErrors !== null) {
                  if (_errs5) {
                    vErrors.length = _errs5;
                  } else {
                    vErrors = null;
                  }
                }
              }
            }
            let i1 = data0.length;
            let j0;
            if (i1 > 1) {
              const indices0 = {};
              for (; i1--; ) {
                let item0 = data0[i1];
                if (!(typeof item0 == "number" && (!(item0 % 1) && !isNaN(item0)))) {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err17 = { instancePath: instancePath + "/permission_ids", schemaPath: "#/properties/permission_ids/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)", schema: true, parentSchema: schema11.properties.permission_ids, data: data0 };
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
            const err18 = { instancePath: instancePath + "/permission_ids", schemaPath: "#/properties/permission_ids/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.permission_ids.type, parentSchema: schema11.properties.permission_ids, data: data0 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
      } else {
        const err19 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
    exports["-6a62c98d"] = validate11;
    var schema12 = { "const": 2, "title": "Add Team Member", "$id": "-6a62c98d" };
    function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (2 !== data) {
        const err0 = { instancePath, schemaPath: "#/const", keyword: "const", params: { allowedValue: 2 }, message: "must be equal to constant", schema: 2, parentSchema: schema12, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      validate11.errors = vErrors;
      return errors === 0;
    }
    exports["-3de14157"] = validate12;
    var schema13 = { "const": 3, "title": "Edit Team Member", "$id": "-3de14157" };
    function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (3 !== data) {
        const err0 = { instancePath, schemaPath: "#/const", keyword: "const", params: { allowedValue: 3 }, message: "must be equal to constant", schema: 3, parentSchema: schema13, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      validate12.errors = vErrors;
      return errors === 0;
    }
    exports["13bac485"] = validate13;
    var schema14 = { "const": 4, "title": "View Team Member", "$id": "13bac485" };
    function validate13(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (4 !== data) {
        const err0 = { instancePath, schemaPath: "#/const", keyword: "const", params: { allowedValue: 4 }, message: "must be equal to constant", schema: 4, parentSchema: schema14, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      validate13.errors = vErrors;
      return errors === 0;
    }
    exports.f2b12d3 = validate14;
    var schema15 = { "const": 5, "title": "Add Staff", "$id": "f2b12d3" };
    function validate14(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (5 !== data) {
        const err0 = { instancePath, schemaPath: "#/const", keyword: "const", params: { allowedValue: 5 }, message: "must be equal to constant", schema: 5, parentSchema: schema15, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      validate14.errors = vErrors;
      return errors === 0;
    }
    exports["47b0176f"] = validate15;
    var schema16 = { "const": 6, "title": "Edit Staff", "$id": "47b0176f" };
    function validate15(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (6 !== data) {
        const err0 = { instancePath, schemaPath: "#/const", keyword: "const", params: { allowedValue: 6 }, message: "must be equal to constant", schema: 6, parentSchema: schema16, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      validate15.errors = vErrors;
      return errors === 0;
    }
    exports["-17334db5"] = validate16;
    var schema17 = { "const": 7, "title": "View Staff", "$id": "-17334db5" };
    function validate16(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (7 !== data) {
        const err0 = { instancePath, schemaPath: "#/const", keyword: "const", params: { allowedValue: 7 }, message: "must be equal to constant", schema: 7, parentSchema: schema17, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      validate16.errors = vErrors;
      return errors === 0;
    }
    exports["647bfc55"] = validate17;
    var schema18 = { "const": 8, "title": "Add Patient", "$id": "647bfc55" };
    function validate17(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (8 !== data) {
        const err0 = { instancePath, schemaPath: "#/const", keyword: "const", params: { allowedValue: 8 }, message: "must be equal to constant", schema: 8, parentSchema: schema18, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      validate17.errors = vErrors;
      return errors === 0;
    }
    exports["285e8457"] = validate18;
    var schema19 = { "const": 9, "title": "Edit Patient", "$id": "285e8457" };
    function validate18(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (9 !== data) {
        const err0 = { instancePath, schemaPath: "#/const", keyword: "const", params: { allowedValue: 9 }, message: "must be equal to constant", schema: 9, parentSchema: schema19, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      validate18.errors = vErrors;
      return errors === 0;
    }
    exports["-9f63afa"] = validate19;
    var schema20 = { "const": 10, "title": "Add Treatment Plan", "$id": "-9f63afa" };
    function validate19(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (10 !== data) {
        const err0 = { instancePath, schemaPath: "#/const", keyword: "const", params: { allowedValue: 10 }, message: "must be equal to constant", schema: 10, parentSchema: schema20, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      validate19.errors = vErrors;
      return errors === 0;
    }
    exports["6495a406"] = validate20;
    var schema21 = { "const": 11, "title": "Edit Treatment Plan", "$id": "6495a406" };
    function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (11 !== data) {
        const err0 = { instancePath, schemaPath: "#/const", keyword: "const", params: { allowedValue: 11 }, message: "must be equal to constant", schema: 11, parentSchema: schema21, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      validate20.errors = vErrors;
      return errors === 0;
    }
    exports["602380aa"] = validate21;
    var schema22 = { "const": 12, "title": "View Treatment Plan", "$id": "602380aa" };
    function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (12 !== data) {
        const err0 = { instancePath, schemaPath: "#/const", keyword: "const", params: { allowedValue: 12 }, message: "must be equal to constant", schema: 12, parentSchema: schema22, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      validate21.errors = vErrors;
      return errors === 0;
    }
    exports["5903b148"] = validate22;
    var schema23 = { "const": 13, "title": "Edit All Permissions", "$id": "5903b148" };
    function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (13 !== data) {
        const err0 = { instancePath, schemaPath: "#/const", keyword: "const", params: { allowedValue: 13 }, message: "must be equal to constant", schema: 13, parentSchema: schema23, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      validate22.errors = vErrors;
      return errors === 0;
    }
    exports["7d28d444"] = validate23;
    var schema24 = { "const": 14, "title": "View All Patients", "$id": "7d28d444" };
    function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (14 !== data) {
        const err0 = { instancePath, schemaPath: "#/const", keyword: "const", params: { allowedValue: 14 }, message: "must be equal to constant", schema: 14, parentSchema: schema24, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      validate23.errors = vErrors;
      return errors === 0;
    }
    exports["-43b7baf5"] = validate24;
    var schema25 = { "const": 15, "title": "View All Team Members", "$id": "-43b7baf5" };
    function validate24(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (15 !== data) {
        const err0 = { instancePath, schemaPath: "#/const", keyword: "const", params: { allowedValue: 15 }, message: "must be equal to constant", schema: 15, parentSchema: schema25, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      validate24.errors = vErrors;
      return errors === 0;
    }
    exports["-69fb9415"] = validate25;
    var schema26 = { "const": 16, "title": "Edit Practice", "$id": "-69fb9415" };
    function validate25(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (16 !== data) {
        const err0 = { instancePath, schemaPath: "#/const", keyword: "const", params: { allowedValue: 16 }, message: "must be equal to constant", schema: 16, parentSchema: schema26, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      validate25.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_userPermissions();
