"""The SDKSettings.json of each SDK directory.

The compiler reads an SDK's version maps from this file: without the
iOS-to-visionOS map, `@available(iOS 17, *)` would not apply to visionOS,
and without the macOS-to-Mac Catalyst maps, a macOS version could not be
compared with a Mac Catalyst one. The values are those of the visionOS 26
and macOS 26 SDKs' own SDKSettings.json: iOS 17.1 is visionOS 1.0, 17.4
1.1, 17.5 1.2, 18 2 and 26 26.
"""

import json

from .platforms import SDK_VERSION

VERSION_MAPS = {
    "XRSimulator": {
        "iOS_xrOS": {"17.1": "1.0", "17.4": "1.1", "17.5": "1.2", "18.0": "2.0", "26.0": "26.0"},
    },
    "MacOSX": {
        "macOS_iOSMac": {
            "10.15": "13.1",
            "11.0": "14.2",
            "12.0": "15.0",
            "13.0": "16.0",
            "14.0": "17.0",
            "15.0": "18.0",
            "26.0": "26.0",
        },
        "iOSMac_macOS": {
            "13.1": "10.15",
            "14.2": "11.0",
            "15.0": "12.0",
            "16.0": "13.0",
            "17.0": "14.0",
            "18.0": "15.0",
            "26.0": "26.0",
        },
    },
}


def sdk_settings(sdk: str) -> str:
    """The text of the SDKSettings.json of the SDK named `sdk` (as Apple
    names it, e.g. "XRSimulator"): its version and its version maps."""
    settings: dict = {
        "CanonicalName": f"{sdk.lower()}{SDK_VERSION}",
        "Version": SDK_VERSION,
        "MaximumDeploymentTarget": f"{SDK_VERSION}.99",
    }
    if sdk in VERSION_MAPS:
        settings["VersionMap"] = VERSION_MAPS[sdk]
    return json.dumps(settings) + "\n"
