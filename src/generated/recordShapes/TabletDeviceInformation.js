// generated from specs/ — do not edit
// The precompiled check of the record shape TabletDeviceInformation (components.schemas of specs/api), first named by specs/screens/device-search.screen.yaml.
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

// TabletDeviceInformation.cjs
var require_TabletDeviceInformation = __commonJS({
  "TabletDeviceInformation.cjs"(exports, module) {
    module.exports = validate20;
    module.exports.default = validate20;
    var schema33 = { "description": "The shape the portal expects of a tablet's device information (document 3, section 3)", "type": "object", "additionalProperties": false, "required": ["serial_number", "imei", "power_status", "power_source", "device_uuid", "brightness_level", "lockdown_state", "volume_levels", "location", "network", "versions"], "properties": { "serial_number": { "type": "string" }, "imei": { "type": "string" }, "power_status": { "type": "string" }, "power_source": { "type": "string" }, "device_uuid": { "type": "string", "minLength": 1 }, "brightness_level": { "type": "number", "minimum": 0, "maximum": 100 }, "lockdown_state": { "type": "integer", "description": "0 unlocked, anything else locked" }, "lockdown_message": { "type": ["string", "null"] }, "volume_levels": { "type": "array", "items": { "type": "object", "required": ["audioStream", "volumeLevel"], "properties": { "audioStream": { "type": "string" }, "volumeLevel": { "type": "number", "minimum": 0, "maximum": 100 } } } }, "location": { "type": "object", "required": ["latitude", "longitude"], "properties": { "latitude": { "type": "number" }, "longitude": { "type": "number" } } }, "network": { "type": "object", "required": ["current_connection_type"], "properties": { "current_connection_type": { "type": "string" }, "wifi": { "type": "object", "properties": { "wifi_state": { "type": "string" }, "configured_networks": { "type": "array", "items": { "type": "string" } }, "current_wifi_hotspot": { "type": ["string", "null"] } } }, "cellular": { "type": "object", "properties": { "status": { "type": "string" }, "signal_strength": { "type": "number" }, "provider": { "type": "string" } } } } }, "versions": { "type": "object", "required": ["app_version"], "properties": { "app_version": { "type": "string" }, "motor_controller": { "type": "string" }, "pedal_unit_controller": { "type": "string" }, "accuradius": { "type": "string" } } } } };
    var func1 = Object.prototype.hasOwnProperty;
    var func2 = require_ucs2length().default;
    function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
      let vErrors = null;
      let errors = 0;
      const evaluated0 = validate20.evaluated;
      if (evaluated0.dynamicProps) {
        evaluated0.props = void 0;
      }
      if (evaluated0.dynamicItems) {
        evaluated0.items = void 0;
      }
      const _errs0 = errors;
      if (errors === _errs0) {
        if (data && typeof data == "object" && !Array.isArray(data)) {
          let missing0;
          if (data.serial_number === void 0 && (missing0 = "serial_number") || data.imei === void 0 && (missing0 = "imei") || data.power_status === void 0 && (missing0 = "power_status") || data.power_source === void 0 && (missing0 = "power_source") || data.device_uuid === void 0 && (missing0 = "device_uuid") || data.brightness_level === void 0 && (missing0 = "brightness_level") || data.lockdown_state === void 0 && (missing0 = "lockdown_state") || data.volume_levels === void 0 && (missing0 = "volume_levels") || data.location === void 0 && (missing0 = "location") || data.network === void 0 && (missing0 = "network") || data.versions === void 0 && (missing0 = "versions")) {
            validate20.errors = [{ instancePath, schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
            return false;
          } else {
            const _errs2 = errors;
            for (const key0 in data) {
              if (!func1.call(schema33.properties, key0)) {
                validate20.errors = [{ instancePath, schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                return false;
                break;
              }
            }
            if (_errs2 === errors) {
              if (data.serial_number !== void 0) {
                const _errs3 = errors;
                if (typeof data.serial_number !== "string") {
                  validate20.errors = [{ instancePath: instancePath + "/serial_number", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/serial_number/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                  return false;
                }
                var valid1 = _errs3 === errors;
              } else {
                var valid1 = true;
              }
              if (valid1) {
                if (data.imei !== void 0) {
                  const _errs5 = errors;
                  if (typeof data.imei !== "string") {
                    validate20.errors = [{ instancePath: instancePath + "/imei", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/imei/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                    return false;
                  }
                  var valid1 = _errs5 === errors;
                } else {
                  var valid1 = true;
                }
                if (valid1) {
                  if (data.power_status !== void 0) {
                    const _errs7 = errors;
                    if (typeof data.power_status !== "string") {
                      validate20.errors = [{ instancePath: instancePath + "/power_status", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/power_status/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                      return false;
                    }
                    var valid1 = _errs7 === errors;
                  } else {
                    var valid1 = true;
                  }
                  if (valid1) {
                    if (data.power_source !== void 0) {
                      const _errs9 = errors;
                      if (typeof data.power_source !== "string") {
                        validate20.errors = [{ instancePath: instancePath + "/power_source", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/power_source/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                        return false;
                      }
                      var valid1 = _errs9 === errors;
                    } else {
                      var valid1 = true;
                    }
                    if (valid1) {
                      if (data.device_uuid !== void 0) {
                        let data4 = data.device_uuid;
                        const _errs11 = errors;
                        if (errors === _errs11) {
                          if (typeof data4 === "string") {
                            if (func2(data4) < 1) {
                              validate20.errors = [{ instancePath: instancePath + "/device_uuid", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/device_uuid/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                              return false;
                            }
                          } else {
                            validate20.errors = [{ instancePath: instancePath + "/device_uuid", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/device_uuid/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                            return false;
                          }
                        }
                        var valid1 = _errs11 === errors;
                      } else {
                        var valid1 = true;
                      }
                      if (valid1) {
                        if (data.brightness_level !== void 0) {
                          let data5 = data.brightness_level;
                          const _errs13 = errors;
                          if (errors === _errs13) {
                            if (typeof data5 == "number") {
                              if (data5 > 100 || isNaN(data5)) {
                                validate20.errors = [{ instancePath: instancePath + "/brightness_level", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/brightness_level/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100" }];
                                return false;
                              } else {
                                if (data5 < 0 || isNaN(data5)) {
                                  validate20.errors = [{ instancePath: instancePath + "/brightness_level", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/brightness_level/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                  return false;
                                }
                              }
                            } else {
                              validate20.errors = [{ instancePath: instancePath + "/brightness_level", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/brightness_level/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                              return false;
                            }
                          }
                          var valid1 = _errs13 === errors;
                        } else {
                          var valid1 = true;
                        }
                        if (valid1) {
                          if (data.lockdown_state !== void 0) {
                            let data6 = data.lockdown_state;
                            const _errs15 = errors;
                            if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)))) {
                              validate20.errors = [{ instancePath: instancePath + "/lockdown_state", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/lockdown_state/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                              return false;
                            }
                            var valid1 = _errs15 === errors;
                          } else {
                            var valid1 = true;
                          }
                          if (valid1) {
                            if (data.lockdown_message !== void 0) {
                              let data7 = data.lockdown_message;
                              const _errs17 = errors;
                              if (typeof data7 !== "string" && data7 !== null) {
                                validate20.errors = [{ instancePath: instancePath + "/lockdown_message", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/lockdown_message/type", keyword: "type", params: { type: schema33.properties.lockdown_message.type }, message: "must be string,null" }];
                                return false;
                              }
                              var valid1 = _errs17 === errors;
                            } else {
                              var valid1 = true;
                            }
                            if (valid1) {
                              if (data.volume_levels !== void 0) {
                                let data8 = data.volume_levels;
                                const _errs19 = errors;
                                if (errors === _errs19) {
                                  if (Array.isArray(data8)) {
                                    var valid2 = true;
                                    const len0 = data8.length;
                                    for (let i0 = 0; i0 < len0; i0++) {
                                      let data9 = data8[i0];
                                      const _errs21 = errors;
                                      if (errors === _errs21) {
                                        if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
                                          let missing1;
                                          if (data9.audioStream === void 0 && (missing1 = "audioStream") || data9.volumeLevel === void 0 && (missing1 = "volumeLevel")) {
                                            validate20.errors = [{ instancePath: instancePath + "/volume_levels/" + i0, schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/volume_levels/items/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                                            return false;
                                          } else {
                                            if (data9.audioStream !== void 0) {
                                              const _errs23 = errors;
                                              if (typeof data9.audioStream !== "string") {
                                                validate20.errors = [{ instancePath: instancePath + "/volume_levels/" + i0 + "/audioStream", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/volume_levels/items/properties/audioStream/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                              }
                                              var valid3 = _errs23 === errors;
                                            } else {
                                              var valid3 = true;
                                            }
                                            if (valid3) {
                                              if (data9.volumeLevel !== void 0) {
                                                let data11 = data9.volumeLevel;
                                                const _errs25 = errors;
                                                if (errors === _errs25) {
                                                  if (typeof data11 == "number") {
                                                    if (data11 > 100 || isNaN(data11)) {
                                                      validate20.errors = [{ instancePath: instancePath + "/volume_levels/" + i0 + "/volumeLevel", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/volume_levels/items/properties/volumeLevel/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100" }];
                                                      return false;
                                                    } else {
                                                      if (data11 < 0 || isNaN(data11)) {
                                                        validate20.errors = [{ instancePath: instancePath + "/volume_levels/" + i0 + "/volumeLevel", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/volume_levels/items/properties/volumeLevel/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                        return false;
                                                      }
                                                    }
                                                  } else {
                                                    validate20.errors = [{ instancePath: instancePath + "/volume_levels/" + i0 + "/volumeLevel", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/volume_levels/items/properties/volumeLevel/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                    return false;
                                                  }
                                                }
                                                var valid3 = _errs25 === errors;
                                              } else {
                                                var valid3 = true;
                                              }
                                            }
                                          }
                                        } else {
                                          validate20.errors = [{ instancePath: instancePath + "/volume_levels/" + i0, schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/volume_levels/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                          return false;
                                        }
                                      }
                                      var valid2 = _errs21 === errors;
                                      if (!valid2) {
                                        break;
                                      }
                                    }
                                  } else {
                                    validate20.errors = [{ instancePath: instancePath + "/volume_levels", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/volume_levels/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                    return false;
                                  }
                                }
                                var valid1 = _errs19 === errors;
                              } else {
                                var valid1 = true;
                              }
                              if (valid1) {
                                if (data.location !== void 0) {
                                  let data12 = data.location;
                                  const _errs27 = errors;
                                  if (errors === _errs27) {
                                    if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
                                      let missing2;
                                      if (data12.latitude === void 0 && (missing2 = "latitude") || data12.longitude === void 0 && (missing2 = "longitude")) {
                                        validate20.errors = [{ instancePath: instancePath + "/location", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/location/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }];
                                        return false;
                                      } else {
                                        if (data12.latitude !== void 0) {
                                          const _errs29 = errors;
                                          if (!(typeof data12.latitude == "number")) {
                                            validate20.errors = [{ instancePath: instancePath + "/location/latitude", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/location/properties/latitude/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                            return false;
                                          }
                                          var valid4 = _errs29 === errors;
                                        } else {
                                          var valid4 = true;
                                        }
                                        if (valid4) {
                                          if (data12.longitude !== void 0) {
                                            const _errs31 = errors;
                                            if (!(typeof data12.longitude == "number")) {
                                              validate20.errors = [{ instancePath: instancePath + "/location/longitude", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/location/properties/longitude/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                              return false;
                                            }
                                            var valid4 = _errs31 === errors;
                                          } else {
                                            var valid4 = true;
                                          }
                                        }
                                      }
                                    } else {
                                      validate20.errors = [{ instancePath: instancePath + "/location", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/location/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                      return false;
                                    }
                                  }
                                  var valid1 = _errs27 === errors;
                                } else {
                                  var valid1 = true;
                                }
                                if (valid1) {
                                  if (data.network !== void 0) {
                                    let data15 = data.network;
                                    const _errs33 = errors;
                                    if (errors === _errs33) {
                                      if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
                                        let missing3;
                                        if (data15.current_connection_type === void 0 && (missing3 = "current_connection_type")) {
                                          validate20.errors = [{ instancePath: instancePath + "/network", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/network/required", keyword: "required", params: { missingProperty: missing3 }, message: "must have required property '" + missing3 + "'" }];
                                          return false;
                                        } else {
                                          if (data15.current_connection_type !== void 0) {
                                            const _errs35 = errors;
                                            if (typeof data15.current_connection_type !== "string") {
                                              validate20.errors = [{ instancePath: instancePath + "/network/current_connection_type", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/network/properties/current_connection_type/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                              return false;
                                            }
                                            var valid5 = _errs35 === errors;
                                          } else {
                                            var valid5 = true;
                                          }
                                          if (valid5) {
                                            if (data15.wifi !== void 0) {
                                              let data17 = data15.wifi;
                                              const _errs37 = errors;
                                              if (errors === _errs37) {
                                                if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                                                  if (data17.wifi_state !== void 0) {
                                                    const _errs39 = errors;
                                                    if (typeof data17.wifi_state !== "string") {
                                                      validate20.errors = [{ instancePath: instancePath + "/network/wifi/wifi_state", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/network/properties/wifi/properties/wifi_state/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                      return false;
                                                    }
                                                    var valid6 = _errs39 === errors;
                                                  } else {
                                                    var valid6 = true;
                                                  }
                                                  if (valid6) {
                                                    if (data17.configured_networks !== void 0) {
                                                      let data19 = data17.configured_networks;
                                                      const _errs41 = errors;
                                                      if (errors === _errs41) {
                                                        if (Array.isArray(data19)) {
                                                          var valid7 = true;
                                                          const len1 = data19.length;
                                                          for (let i1 = 0; i1 < len1; i1++) {
                                                            const _errs43 = errors;
                                                            if (typeof data19[i1] !== "string") {
                                                              validate20.errors = [{ instancePath: instancePath + "/network/wifi/configured_networks/" + i1, schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/network/properties/wifi/properties/configured_networks/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                              return false;
                                                            }
                                                            var valid7 = _errs43 === errors;
                                                            if (!valid7) {
                                                              break;
                                                            }
                                                          }
                                                        } else {
                                                          validate20.errors = [{ instancePath: instancePath + "/network/wifi/configured_networks", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/network/properties/wifi/properties/configured_networks/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                          return false;
                                                        }
                                                      }
                                                      var valid6 = _errs41 === errors;
                                                    } else {
                                                      var valid6 = true;
                                                    }
                                                    if (valid6) {
                                                      if (data17.current_wifi_hotspot !== void 0) {
                                                        let data21 = data17.current_wifi_hotspot;
                                                        const _errs45 = errors;
                                                        if (typeof data21 !== "string" && data21 !== null) {
                                                          validate20.errors = [{ instancePath: instancePath + "/network/wifi/current_wifi_hotspot", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/network/properties/wifi/properties/current_wifi_hotspot/type", keyword: "type", params: { type: schema33.properties.network.properties.wifi.properties.current_wifi_hotspot.type }, message: "must be string,null" }];
                                                          return false;
                                                        }
                                                        var valid6 = _errs45 === errors;
                                                      } else {
                                                        var valid6 = true;
                                                      }
                                                    }
                                                  }
                                                } else {
                                                  validate20.errors = [{ instancePath: instancePath + "/network/wifi", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/network/properties/wifi/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                  return false;
                                                }
                                              }
                                              var valid5 = _errs37 === errors;
                                            } else {
                                              var valid5 = true;
                                            }
                                            if (valid5) {
                                              if (data15.cellular !== void 0) {
                                                let data22 = data15.cellular;
                                                const _errs47 = errors;
                                                if (errors === _errs47) {
                                                  if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
                                                    if (data22.status !== void 0) {
                                                      const _errs49 = errors;
                                                      if (typeof data22.status !== "string") {
                                                        validate20.errors = [{ instancePath: instancePath + "/network/cellular/status", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/network/properties/cellular/properties/status/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                        return false;
                                                      }
                                                      var valid8 = _errs49 === errors;
                                                    } else {
                                                      var valid8 = true;
                                                    }
                                                    if (valid8) {
                                                      if (data22.signal_strength !== void 0) {
                                                        const _errs51 = errors;
                                                        if (!(typeof data22.signal_strength == "number")) {
                                                          validate20.errors = [{ instancePath: instancePath + "/network/cellular/signal_strength", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/network/properties/cellular/properties/signal_strength/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                          return false;
                                                        }
                                                        var valid8 = _errs51 === errors;
                                                      } else {
                                                        var valid8 = true;
                                                      }
                                                      if (valid8) {
                                                        if (data22.provider !== void 0) {
                                                          const _errs53 = errors;
                                                          if (typeof data22.provider !== "string") {
                                                            validate20.errors = [{ instancePath: instancePath + "/network/cellular/provider", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/network/properties/cellular/properties/provider/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                            return false;
                                                          }
                                                          var valid8 = _errs53 === errors;
                                                        } else {
                                                          var valid8 = true;
                                                        }
                                                      }
                                                    }
                                                  } else {
                                                    validate20.errors = [{ instancePath: instancePath + "/network/cellular", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/network/properties/cellular/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                    return false;
                                                  }
                                                }
                                                var valid5 = _errs47 === errors;
                                              } else {
                                                var valid5 = true;
                                              }
                                            }
                                          }
                                        }
                                      } else {
                                        validate20.errors = [{ instancePath: instancePath + "/network", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/network/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                        return false;
                                      }
                                    }
                                    var valid1 = _errs33 === errors;
                                  } else {
                                    var valid1 = true;
                                  }
                                  if (valid1) {
                                    if (data.versions !== void 0) {
                                      let data26 = data.versions;
                                      const _errs55 = errors;
                                      if (errors === _errs55) {
                                        if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
                                          let missing4;
                                          if (data26.app_version === void 0 && (missing4 = "app_version")) {
                                            validate20.errors = [{ instancePath: instancePath + "/versions", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/versions/required", keyword: "required", params: { missingProperty: missing4 }, message: "must have required property '" + missing4 + "'" }];
                                            return false;
                                          } else {
                                            if (data26.app_version !== void 0) {
                                              const _errs57 = errors;
                                              if (typeof data26.app_version !== "string") {
                                                validate20.errors = [{ instancePath: instancePath + "/versions/app_version", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/versions/properties/app_version/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                              }
                                              var valid9 = _errs57 === errors;
                                            } else {
                                              var valid9 = true;
                                            }
                                            if (valid9) {
                                              if (data26.motor_controller !== void 0) {
                                                const _errs59 = errors;
                                                if (typeof data26.motor_controller !== "string") {
                                                  validate20.errors = [{ instancePath: instancePath + "/versions/motor_controller", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/versions/properties/motor_controller/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                  return false;
                                                }
                                                var valid9 = _errs59 === errors;
                                              } else {
                                                var valid9 = true;
                                              }
                                              if (valid9) {
                                                if (data26.pedal_unit_controller !== void 0) {
                                                  const _errs61 = errors;
                                                  if (typeof data26.pedal_unit_controller !== "string") {
                                                    validate20.errors = [{ instancePath: instancePath + "/versions/pedal_unit_controller", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/versions/properties/pedal_unit_controller/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                    return false;
                                                  }
                                                  var valid9 = _errs61 === errors;
                                                } else {
                                                  var valid9 = true;
                                                }
                                                if (valid9) {
                                                  if (data26.accuradius !== void 0) {
                                                    const _errs63 = errors;
                                                    if (typeof data26.accuradius !== "string") {
                                                      validate20.errors = [{ instancePath: instancePath + "/versions/accuradius", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/versions/properties/accuradius/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                      return false;
                                                    }
                                                    var valid9 = _errs63 === errors;
                                                  } else {
                                                    var valid9 = true;
                                                  }
                                                }
                                              }
                                            }
                                          }
                                        } else {
                                          validate20.errors = [{ instancePath: instancePath + "/versions", schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/properties/versions/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                          return false;
                                        }
                                      }
                                      var valid1 = _errs55 === errors;
                                    } else {
                                      var valid1 = true;
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
        } else {
          validate20.errors = [{ instancePath, schemaPath: "cadence-openapi#/components/schemas/TabletDeviceInformation/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
          return false;
        }
      }
      validate20.errors = vErrors;
      return errors === 0;
    }
    validate20.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
  }
});
export default require_TabletDeviceInformation();
