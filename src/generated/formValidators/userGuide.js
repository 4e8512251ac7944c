// generated from specs/ — do not edit
// The precompiled validators of the form specs/forms/userGuide.form.yaml, by the RJSF hash of each schema they check.
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

// userGuide.cjs
var require_userGuide = __commonJS({
  "userGuide.cjs"(exports) {
    exports["-3d642424"] = validate10;
    var schema11 = { "type": "object", "required": ["user_guide"], "properties": { "user_guide": { "type": "string", "title": "PDF File" }, "version": { "type": "string", "title": "Version", "default": "1.0.0", "maxLength": 32 }, "user_roles": { "type": "array", "title": "Roles", "uniqueItems": true, "items": { "type": "integer", "oneOf": [{ "const": 1, "title": "Super Admin" }, { "const": 2, "title": "Customer Service" }, { "const": 3, "title": "Sales" }, { "const": 4, "title": "Technology" }, { "const": 5, "title": "Executives" }, { "const": 6, "title": "Billing Technician" }, { "const": 7, "title": "Field Specialist" }, { "const": 8, "title": "Customer Service Manager" }, { "const": 9, "title": "Customer Service Senior" }, { "const": 10, "title": "Customer Service Junior" }, { "const": 11, "title": "Report Access" }, { "const": 13, "title": "Service Account" }, { "const": 14, "title": "Patient Monitoring Specialist" }, { "const": 15, "title": "Patient Monitoring Manager" }, { "const": 16, "title": "Patient Monitoring Assistant" }, { "const": 20, "title": "DME and Staff" }, { "const": 30, "title": "Surgical Center and PT Practice" }, { "const": 40, "title": "Surgeon" }, { "const": 41, "title": "Physical Therapist" }, { "const": 50, "title": "Clinical Staff Member" }, { "const": 60, "title": "RTM Configuration Manager" }] } } }, "$id": "-3d642424" };
    var func2 = require_ucs2length().default;
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.user_guide === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "user_guide" }, message: "must have required property 'user_guide'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.user_guide !== void 0) {
          let data0 = data.user_guide;
          if (typeof data0 !== "string") {
            const err1 = { instancePath: instancePath + "/user_guide", schemaPath: "#/properties/user_guide/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.user_guide.type, parentSchema: schema11.properties.user_guide, data: data0 };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
        if (data.version !== void 0) {
          let data1 = data.version;
          if (typeof data1 === "string") {
            if (func2(data1) > 32) {
              const err2 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/maxLength", keyword: "maxLength", params: { limit: 32 }, message: "must NOT have more than 32 characters", schema: 32, parentSchema: schema11.properties.version, data: data1 };
              if (vErrors === null) {
                vErrors = [err2];
              } else {
                vErrors.push(err2);
              }
              errors++;
            }
          } else {
            const err3 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.version.type, parentSchema: schema11.properties.version, data: data1 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        if (data.user_roles !== void 0) {
          let data2 = data.user_roles;
          if (Array.isArray(data2)) {
            const len0 = data2.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data3 = data2[i0];
              if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)))) {
                const err4 = { instancePath: instancePath + "/user_roles/" + i0, schemaPath: "#/properties/user_roles/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.user_roles.items.type, parentSchema: schema11.properties.user_roles.items, data: data3 };
                if (vErrors === null) {
                  vErrors = [err4];
                } else {
                  vErrors.push(err4);
                }
                errors++;
              }
              const _errs9 = errors;
              let valid3 = false;
              let passing0 = null;
              const _errs10 = errors;
              if (1 !== data3) {
                const err5 = { instancePath: instancePath + "/user_roles/" + i0, schemaPath: "#/properties/user_roles/items/oneOf/0/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant", schema: 1, parentSchema: schema11.properties.user_roles.items.oneOf[0], data: data3 };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
              }
              var _valid0 = _errs10 === errors;
              if (_valid0) {
                valid3 = true;
                passing0 = 0;
              }
              const _errs11 = errors;
              if (2 !== data3) {
                const err6 = { instancePath: instancePath + "/user_roles/" + i0, schemaPath: "#/properties/user_roles/items/oneOf/1/const", keyword: "const", params: { allowedValue: 2 }, message: "must be equal to constant", schema: 2, parentSchema: schema11.properties.user_roles.items.oneOf[1], data: data3 };
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
                passing0 = [passing0, 1];
              } else {
                if (_valid0) {
                  valid3 = true;
                  passing0 = 1;
                }
                const _errs12 = errors;
                if (3 !== data3) {
                  const err7 = { instancePath: instancePath + "/user_roles/" + i0, schemaPath: "#/properties/user_roles/items/oneOf/2/const", keyword: "const", params: { allowedValue: 3 }, message: "must be equal to constant", schema: 3, parentSchema: schema11.properties.user_roles.items.oneOf[2], data: data3 };
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
                  passing0 = [passing0, 2];
                } else {
                  if (_valid0) {
                    valid3 = true;
                    passing0 = 2;
                  }
                  const _errs13 = errors;
                  if (4 !== data3) {
                    const err8 = { instancePath: instancePath + "/user_roles/" + i0, schemaPath: "#/properties/user_roles/items/oneOf/3/const", keyword: "const", params: { allowedValue: 4 }, message: "must be equal to constant", schema: 4, parentSchema: schema11.properties.user_roles.items.oneOf[3], data: data3 };
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
                    passing0 = [passing0, 3];
                  } else {
                    if (_valid0) {
                      valid3 = true;
                      passing0 = 3;
                    }
                    const _errs14 = errors;
                    if (5 !== data3) {
                      const err9 = { instancePath: instancePath + "/user_roles/" + i0, schemaPath: "#/properties/user_roles/items/oneOf/4/const", keyword: "const", params: { allowedValue: 5 }, message: "must be equal to constant", schema: 5, parentSchema: schema11.properties.user_roles.items.oneOf[4], data: data3 };
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
                      passing0 = [passing0, 4];
                    } else {
                      if (_valid0) {
                        valid3 = true;
                        passing0 = 4;
                      }
                      const _errs15 = errors;
                      if (6 !== data3) {
                        const err10 = { instancePath: instancePath + "/user_roles/" + i0, schemaPath: "#/properties/user_roles/items/oneOf/5/const", keyword: "const", params: { allowedValue: 6 }, message: "must be equal to constant", schema: 6, parentSchema: schema11.properties.user_roles.items.oneOf[5], data: data3 };
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
                        passing0 = [passing0, 5];
                      } else {
                        if (_valid0) {
                          valid3 = true;
                          passing0 = 5;
                        }
                        const _errs16 = errors;
                        if (7 !== data3) {
                          const err11 = { instancePath: instancePath + "/user_roles/" + i0, schemaPath: "#/properties/user_roles/items/oneOf/6/const", keyword: "const", params: { allowedValue: 7 }, message: "must be equal to constant", schema: 7, parentSchema: schema11.properties.user_roles.items.oneOf[6], data: data3 };
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
                          passing0 = [passing0, 6];
                        } else {
                          if (_valid0) {
                            valid3 = true;
                            passing0 = 6;
                          }
                          const _errs17 = errors;
                          if (8 !== data3) {
                            const err12 = { instancePath: instancePath + "/user_roles/" + i0, schemaPath: "#/properties/user_roles/items/oneOf/7/const", keyword: "const", params: { allowedValue: 8 }, message: "must be equal to constant", schema: 8, parentSchema: schema11.properties.user_roles.items.oneOf[7], data: data3 };
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
                            passing0 = [passing0, 7];
                          } else {
                            if (_valid0) {
                              valid3 = true;
                              passing0 = 7;
                            }
                            const _errs18 = errors;
                            if (9 !== data3) {
                              const err13 = { instancePath: instancePath + "/user_roles/" + i0, schemaPath: "#/properties/user_roles/items/oneOf/8/const", keyword: "const", params: { allowedValue: 9 }, message: "must be equal to constant", schema: 9, parentSchema: schema11.properties.user_roles.items.oneOf[8], data: data3 };
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
                              passing0 = [passing0, 8];
                            } else {
                              if (_valid0) {
                                valid3 = true;
                                passing0 = 8;
                              }
                              const _errs19 = errors;
                              if (10 !== data3) {
                                const err14 = { instancePath: instancePath + "/user_roles/" + i0, schemaPath: "#/properties/user_roles/items/oneOf/9/const", keyword: "const", params: { allowedValue: 10 }, message: "must be equal to constant", schema: 10, parentSchema: schema11.properties.user_roles.items.oneOf[9], data: data3 };
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
                                passing0 = [passing0, 9];
                              } else {
                                if (_valid0) {
                                  valid3 = true;
                                  passing0 = 9;
                                }
                                const _errs20 = errors;
                                if (11 !== data3) {
                                  const err15 = { instancePath: instancePath + "/user_roles/" + i0, schemaPath: "#/properties/user_roles/items/oneOf/10/const", keyword: "const", params: { allowedValue: 11 }, message: "must be equal to constant", schema: 11, parentSchema: schema11.properties.user_roles.items.oneOf[10], data: data3 };
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
                                  passing0 = [passing0, 10];
                                } else {
                                  if (_valid0) {
                                    valid3 = true;
                                    passing0 = 10;
                                  }
                                  const _errs21 = errors;
                                  if (13 !== data3) {
                                    const err16 = { instancePath: instancePath + "/user_roles/" + i0, schemaPath: "#/properties/user_roles/items/oneOf/11/const", keyword: "const", params: { allowedValue: 13 }, message: "must be equal to constant", schema: 13, parentSchema: schema11.properties.user_roles.items.oneOf[11], data: data3 };
                                    if (vErrors === null) {
                                      vErrors = [err16];
                                    } else {
                                      vErrors.push(err16);
                                    }
                                    errors++;
                                  }
                                  var _valid0 = _errs21 === errors;
                                  if (_valid0 && valid3) {
                                    valid3 = false;
                                    passing0 = [passing0, 11];
                                  } else {
                                    if (_valid0) {
                                      valid3 = true;
                                      passing0 = 11;
                                    }
                                    const _errs22 = errors;
                                    if (14 !== data3) {
                                      const err17 = { instancePath: instancePath + "/user_roles/" + i0, schemaPath: "#/properties/user_roles/items/oneOf/12/const", keyword: "const", params: { allowedValue: 14 }, message: "must be equal to constant", schema: 14, parentSchema: schema11.properties.user_roles.items.oneOf[12], data: data3 };
                                      if (vErrors === null) {
                                        vErrors = [err17];
                                      } else {
                                        vErrors.push(err17);
                                      }
                                      errors++;
                                    }
                                    var _valid0 = _errs22 === errors;
                                    if (_valid0 && valid3) {
                                      valid3 = false;
                                      passing0 = [passing0, 12];
                                    } else {
                                      if (_valid0) {
                                        valid3 = true;
                                        passing0 = 12;
                                      }
                                      const _errs23 = errors;
                                      if (15 !== data3) {
                                        const err18 = { instancePath: instancePath + "/user_roles/" + i0, schemaPath: "#/properties/user_roles/items/oneOf/13/const", keyword: "const", params: { allowedValue: 15 }, message: "must be equal to constant", schema: 15, parentSchema: schema11.properties.user_roles.items.oneOf[13], data: data3 };
                                        if (vErrors === null) {
                                          vErrors = [err18];
                                        } else {
                                          vErrors.push(err18);
                                        }
                                        errors++;
                                      }
                                      var _valid0 = _errs23 === errors;
                                      if (_valid0 && valid3) {
                                        valid3 = false;
                                        passing0 = [passing0, 13];
                                      } else {
                                        if (_valid0) {
                                          valid3 = true;
                                          passing0 = 13;
                                        }
                                        const _errs24 = errors;
                                        if (16 !== data3) {
                                          const err19 = { instancePath: instancePath + "/user_roles/" + i0, schemaPath: "#/properties/user_roles/items/oneOf/14/const", keyword: "const", params: { allowedValue: 16 }, message: "must be equal to constant", schema: 16, parentSchema: schema11.properties.user_roles.items.oneOf[14], data: data3 };
                                          if (vErrors === null) {
                                            vErrors = [err19];
                                          } else {
                                            vErrors.push(err19);
                                          }
                                          errors++;
                                        }
                                        var _valid0 = _errs24 === errors;
                                        if (_valid0 && valid3) {
                                          valid3 = false;
                                          passing0 = [passing0, 14];
                                        } else {
                                          if (_valid0) {
                                            valid3 = true;
                                            passing0 = 14;
                                          }
                                          const _errs25 = errors;
                                          if (20 !== data3) {
                                            const err20 = { instancePath: instancePath + "/user_roles/" + i0, schemaPath: "#/properties/user_roles/items/oneOf/15/const", keyword: "const", params: { allowedValue: 20 }, message: "must be equal to constant", schema: 20, parentSchema: schema11.properties.user_roles.items.oneOf[15], data: data3 };
                                            if (vErrors === null) {
                                              vErrors = [err20];
                                            } else {
                                              vErrors.push(err20);
                                            }
                                            errors++;
                                          }
                                          var _valid0 = _errs25 === errors;
                                          if (_valid0 && valid3) {
                                            valid3 = false;
                                            passing0 = [passing0, 15];
                                          } else {
                                            if (_valid0) {
                                              valid3 = true;
                                              passing0 = 15;
                                            }
                                            const _errs26 = errors;
                                            if (30 !== data3) {
                                              const err21 = { instancePath: instancePath + "/user_roles/" + i0, schemaPath: "#/properties/user_roles/items/oneOf/16/const", keyword: "const", params: { allowedValue: 30 }, message: "must be equal to constant", schema: 30, parentSchema: schema11.properties.user_roles.items.oneOf[16], data: data3 };
                                              if (vErrors === null) {
                                                vErrors = [err21];
                                              } else {
                                                vErrors.push(err21);
                                              }
                                              errors++;
                                            }
                                            var _valid0 = _errs26 === errors;
                                            if (_valid0 && valid3) {
                                              valid3 = false;
                                              passing0 = [passing0, 16];
                                            } else {
                                              if (_valid0) {
                                                valid3 = true;
                                                passing0 = 16;
                                              }
                                              const _errs27 = errors;
                                              if (40 !== data3) {
                                                const err22 = { instancePath: instancePath + "/user_roles/" + i0, schemaPath: "#/properties/user_roles/items/oneOf/17/const", keyword: "const", params: { allowedValue: 40 }, message: "must be equal to constant", schema: 40, parentSchema: schema11.properties.user_roles.items.oneOf[17], data: data3 };
                                                if (vErrors === null) {
                                                  vErrors = [err22];
                                                } else {
                                                  vErrors.push(err22);
                                                }
                                                errors++;
                                              }
                                              var _valid0 = _errs27 === errors;
                                              if (_valid0 && valid3) {
                                                valid3 = false;
                                                passing0 = [passing0, 17];
                                              } else {
                                                if (_valid0) {
                                                  valid3 = true;
                                                  passing0 = 17;
                                                }
                                                const _errs28 = errors;
                                                if (41 !== data3) {
                                                  const err23 = { instancePath: instancePath + "/user_roles/" + i0, schemaPath: "#/properties/user_roles/items/oneOf/18/const", keyword: "const", params: { allowedValue: 41 }, message: "must be equal to constant", schema: 41, parentSchema: schema11.properties.user_roles.items.oneOf[18], data: data3 };
                                                  if (vErrors === null) {
                                                    vErrors = [err23];
                                                  } else {
                                                    vErrors.push(err23);
                                                  }
                                                  errors++;
                                                }
                                                var _valid0 = _errs28 === errors;
                                                if (_valid0 && valid3) {
                                                  valid3 = false;
                                                  passing0 = [passing0, 18];
                                                } else {
                                                  if (_valid0) {
                                                    valid3 = true;
                                                    passing0 = 18;
                                                  }
                                                  const _errs29 = errors;
                                                  if (50 !== data3) {
                                                    const err24 = { instancePath: instancePath + "/user_roles/" + i0, schemaPath: "#/properties/user_roles/items/oneOf/19/const", keyword: "const", params: { allowedValue: 50 }, message: "must be equal to constant", schema: 50, parentSchema: schema11.properties.user_roles.items.oneOf[19], data: data3 };
                                                    if (vErrors === null) {
                                                      vErrors = [err24];
                                                    } else {
                                                      vErrors.push(err24);
                                                    }
                                                    errors++;
                                                  }
                                                  var _valid0 = _errs29 === errors;
                                                  if (_valid0 && valid3) {
                                                    valid3 = false;
                                                    passing0 = [passing0, 19];
                                                  } else {
                                                    if (_valid0) {
                                                      valid3 = true;
                                                      passing0 = 19;
                                                    }
                                                    const _errs30 = errors;
                                                    if (60 !== data3) {
                                                      const err25 = { instancePath: instancePath + "/user_roles/" + i0, schemaPath: "#/properties/user_roles/items/oneOf/20/const", keyword: "const", params: { allowedValue: 60 }, message: "must be equal to constant", schema: 60, parentSchema: schema11.properties.user_roles.items.oneOf[20], data: data3 };
                                                      if (vErrors === null) {
                                                        vErrors = [err25];
                                                      } else {
                                                        vErrors.push(err25);
                                                      }
                                                      errors++;
                                                    }
                                                    var _valid0 = _errs30 === errors;
                                                    if (_valid0 && valid3) {
                                                      valid3 = false;
                                                      passing0 = [passing0, 20];
                                                    } else {
                                                      if (_valid0) {
                                                        valid3 = true;
                                                        passing0 = 20;
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
                        }
                      }
                    }
                  }
                }
              }
              if (!valid3) {
                const err26 = { instancePath: instancePath + "/user_roles/" + i0, schemaPath: "#/properties/user_roles/items/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema11.properties.user_roles.items.oneOf, parentSchema: schema11.properties.user_roles.items, data: data3 };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
              } else {
                errors = _errs9;
                if (vErrors !== null) {
                  if (_errs9) {
                    vErrors.length = _errs9;
                  } else {
                    vErrors = null;
                  }
                }
              }
            }
            let i1 = data2.length;
            let j0;
            if (i1 > 1) {
              const indices0 = {};
              for (; i1--; ) {
                let item0 = data2[i1];
                if (!(typeof item0 == "number" && (!(item0 % 1) && !isNaN(item0)))) {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err27 = { instancePath: instancePath + "/user_roles", schemaPath: "#/properties/user_roles/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)", schema: true, parentSchema: schema11.properties.user_roles, data: data2 };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i1;
              }
            }
          } else {
            const err28 = { instancePath: instancePath + "/user_roles", schemaPath: "#/properties/user_roles/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.user_roles.type, parentSchema: schema11.properties.user_roles, data: data2 };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
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
    exports["59ea1320"] = validate11;
    var schema12 = { "const": 1, "title": "Super Admin", "$id": "59ea1320" };
    function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (1 !== data) {
        const err0 = { instancePath, schemaPath: "#/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant", schema: 1, parentSchema: schema12, data };
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
    exports["-57d8512c"] = validate12;
    var schema13 = { "const": 2, "title": "Customer Service", "$id": "-57d8512c" };
    function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (2 !== data) {
        const err0 = { instancePath, schemaPath: "#/const", keyword: "const", params: { allowedValue: 2 }, message: "must be equal to constant", schema: 2, parentSchema: schema13, data };
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
    exports["-6402ee20"] = validate13;
    var schema14 = { "const": 3, "title": "Sales", "$id": "-6402ee20" };
    function validate13(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (3 !== data) {
        const err0 = { instancePath, schemaPath: "#/const", keyword: "const", params: { allowedValue: 3 }, message: "must be equal to constant", schema: 3, parentSchema: schema14, data };
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
    exports["7195d44f"] = validate14;
    var schema15 = { "const": 4, "title": "Technology", "$id": "7195d44f" };
    function validate14(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (4 !== data) {
        const err0 = { instancePath, schemaPath: "#/const", keyword: "const", params: { allowedValue: 4 }, message: "must be equal to constant", schema: 4, parentSchema: schema15, data };
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
    exports["337f364f"] = validate15;
    var schema16 = { "const": 5, "title": "Executives", "$id": "337f364f" };
    function validate15(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (5 !== data) {
        const err0 = { instancePath, schemaPath: "#/const", keyword: "const", params: { allowedValue: 5 }, message: "must be equal to constant", schema: 5, parentSchema: schema16, data };
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
    exports["-5be61332"] = validate16;
    var schema17 = { "const": 6, "title": "Billing Technician", "$id": "-5be61332" };
    function validate16(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (6 !== data) {
        const err0 = { instancePath, schemaPath: "#/const", keyword: "const", params: { allowedValue: 6 }, message: "must be equal to constant", schema: 6, parentSchema: schema17, data };
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
    exports["-27527bc3"] = validate17;
    var schema18 = { "const": 7, "title": "Field Specialist", "$id": "-27527bc3" };
    function validate17(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (7 !== data) {
        const err0 = { instancePath, schemaPath: "#/const", keyword: "const", params: { allowedValue: 7 }, message: "must be equal to constant", schema: 7, parentSchema: schema18, data };
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
    exports["606d7707"] = validate18;
    var schema19 = { "const": 8, "title": "Customer Service Manager", "$id": "606d7707" };
    function validate18(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (8 !== data) {
        const err0 = { instancePath, schemaPath: "#/const", keyword: "const", params: { allowedValue: 8 }, message: "must be equal to constant", schema: 8, parentSchema: schema19, data };
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
    exports["-2447b6b5"] = validate19;
    var schema20 = { "const": 9, "title": "Customer Service Senior", "$id": "-2447b6b5" };
    function validate19(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (9 !== data) {
        const err0 = { instancePath, schemaPath: "#/const", keyword: "const", params: { allowedValue: 9 }, message: "must be equal to constant", schema: 9, parentSchema: schema20, data };
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
    exports["20006c36"] = validate20;
    var schema21 = { "const": 10, "title": "Customer Service Junior", "$id": "20006c36" };
    function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (10 !== data) {
        const err0 = { instancePath, schemaPath: "#/const", keyword: "const", params: { allowedValue: 10 }, message: "must be equal to constant", schema: 10, parentSchema: schema21, data };
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
    exports["-2dca5831"] = validate21;
    var schema22 = { "const": 11, "title": "Report Access", "$id": "-2dca5831" };
    function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (11 !== data) {
        const err0 = { instancePath, schemaPath: "#/const", keyword: "const", params: { allowedValue: 11 }, message: "must be equal to constant", schema: 11, parentSchema: schema22, data };
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
    exports["-34346141"] = validate22;
    var schema23 = { "const": 13, "title": "Service Account", "$id": "-34346141" };
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
    exports["4d686ea"] = validate23;
    var schema24 = { "const": 14, "title": "Patient Monitoring Specialist", "$id": "4d686ea" };
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
    exports["642ae7ab"] = validate24;
    var schema25 = { "const": 15, "title": "Patient Monitoring Manager", "$id": "642ae7ab" };
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
    exports["7c1750dd"] = validate25;
    var schema26 = { "const": 16, "title": "Patient Monitoring Assistant", "$id": "7c1750dd" };
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
    exports["-4d530c2c"] = validate26;
    var schema27 = { "const": 20, "title": "DME and Staff", "$id": "-4d530c2c" };
    function validate26(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (20 !== data) {
        const err0 = { instancePath, schemaPath: "#/const", keyword: "const", params: { allowedValue: 20 }, message: "must be equal to constant", schema: 20, parentSchema: schema27, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      validate26.errors = vErrors;
      return errors === 0;
    }
    exports["2be8f189"] = validate27;
    var schema28 = { "const": 30, "title": "Surgical Center and PT Practice", "$id": "2be8f189" };
    function validate27(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (30 !== data) {
        const err0 = { instancePath, schemaPath: "#/const", keyword: "const", params: { allowedValue: 30 }, message: "must be equal to constant", schema: 30, parentSchema: schema28, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      validate27.errors = vErrors;
      return errors === 0;
    }
    exports["1f18c150"] = validate28;
    var schema29 = { "const": 40, "title": "Surgeon", "$id": "1f18c150" };
    function validate28(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (40 !== data) {
        const err0 = { instancePath, schemaPath: "#/const", keyword: "const", params: { allowedValue: 40 }, message: "must be equal to constant", schema: 40, parentSchema: schema29, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      validate28.errors = vErrors;
      return errors === 0;
    }
    exports["13f97d85"] = validate29;
    var schema30 = { "const": 41, "title": "Physical Therapist", "$id": "13f97d85" };
    function validate29(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (41 !== data) {
        const err0 = { instancePath, schemaPath: "#/const", keyword: "const", params: { allowedValue: 41 }, message: "must be equal to constant", schema: 41, parentSchema: schema30, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      validate29.errors = vErrors;
      return errors === 0;
    }
    exports["-d0e8f5"] = validate30;
    var schema31 = { "const": 50, "title": "Clinical Staff Member", "$id": "-d0e8f5" };
    function validate30(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (50 !== data) {
        const err0 = { instancePath, schemaPath: "#/const", keyword: "const", params: { allowedValue: 50 }, message: "must be equal to constant", schema: 50, parentSchema: schema31, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      validate30.errors = vErrors;
      return errors === 0;
    }
    exports["-32436dad"] = validate31;
    var schema32 = { "const": 60, "title": "RTM Configuration Manager", "$id": "-32436dad" };
    function validate31(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (60 !== data) {
        const err0 = { instancePath, schemaPath: "#/const", keyword: "const", params: { allowedValue: 60 }, message: "must be equal to constant", schema: 60, parentSchema: schema32, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      validate31.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_userGuide();
