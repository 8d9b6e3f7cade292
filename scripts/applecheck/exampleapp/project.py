"""The checks of the example app's Xcode project (see the package's
docstring for the list). `check` runs them all on a copy of the repository
at any root, which is how the self-test runs them on spoiled copies.
"""

import ast
import os
import re
import xml.etree.ElementTree as ElementTree

from .. import paths
from .plist import ParseError, parse_plist

PROJECT = "Examples/ScrollMotionExamples.xcodeproj"
TARGET = "ScrollMotionExamplesApp"
SCHEME = f"{PROJECT}/xcshareddata/xcschemes/{TARGET}.xcscheme"
EXAMPLES_MANIFEST = f"{paths.EXAMPLES_PACKAGE}/Package.swift"
SCREENS = f"{paths.EXAMPLE_SOURCES}/ScrollMotionExamples"
APP = f"{paths.EXAMPLE_SOURCES}/ScrollMotionExamplesApp"
# Where scripts/typecheck-apple names the folder it compiles.
TYPECHECK_PATHS = "scripts/applecheck/paths.py"
ID = re.compile(r"^[0-9A-F]{24}$")
_SCREEN_TYPE = re.compile(r"^\s*(?:final\s+)?(?:struct|class)\s+(\w+)", re.M)


def check(root: str) -> list[str]:
    """Every problem with the project under `root`, as sentences."""
    try:
        plist, duplicates = parse_plist(
            paths.read_text(os.path.join(root, PROJECT, "project.pbxproj"))
        )
    except (OSError, ParseError) as error:
        return [f"{PROJECT}/project.pbxproj does not parse: {error}"]
    objects = plist.get("objects", {})
    problems = object_problems(plist, objects, duplicates)
    root_id = plist.get("rootObject")
    if objects.get(root_id, {}).get("isa") != "PBXProject":
        return problems + [f"rootObject {root_id} is not a PBXProject"]
    problems += unreferenced_objects(objects, root_id)

    project = Project(root, objects, objects[root_id])
    problems += project.missing_files()
    apps = [t for t in project.targets() if t[1].get("name") == TARGET]
    if len(apps) != 1:
        return problems + [f"there is not exactly one target named {TARGET}"]
    app_id, app = apps[0]
    problems += app_problems(project, app)
    sources = paths.swift_files(os.path.join(root, SCREENS)) + paths.swift_files(
        os.path.join(root, APP)
    )
    problems += source_problems(project, app, sources)
    problems += product_problems(project, app, sources)
    app_text = "".join(paths.read_text(file) for file in paths.swift_files(os.path.join(root, APP)))
    problems += resource_problems(project, app, app_text)
    problems += image_problems(root, app_text)
    problems += build_setting_problems(root, objects, app)
    problems += scheme_problems(root, app_id)
    problems += typecheck_problems(root)
    problems += screen_problems(root, app_text)
    return problems


def references(value: object):
    """Every object ID a value refers to."""
    if isinstance(value, dict):
        for item in value.values():
            yield from references(item)
    elif isinstance(value, list):
        for item in value:
            yield from references(item)
    elif isinstance(value, str) and ID.match(value):
        yield value


def object_problems(plist: dict, objects: dict, duplicates: list[str]) -> list[str]:
    """IDs used twice or malformed, the format's version, objects without an
    isa, and references to objects that do not exist."""
    problems = [f"object ID {key} is used twice" for key in duplicates]
    problems += [
        f"object ID {key!r} is not 24 hexadecimal digits" for key in objects if not ID.match(key)
    ]
    if plist.get("objectVersion") != "77":
        problems.append("objectVersion is not 77 (Xcode 16 and later, synchronized folders)")
    for key, item in objects.items():
        if not isinstance(item, dict) or "isa" not in item:
            problems.append(f"object {key} has no isa")
            continue
        for reference in references(item):
            if reference not in objects:
                problems.append(f"{item['isa']} {key} refers to {reference}, which does not exist")
        for target in target_attributes(item):
            if target not in objects:
                problems.append(f"TargetAttributes names {target}, which does not exist")
    return problems


def target_attributes(item: dict) -> list[str]:
    """The target IDs that key an object's TargetAttributes."""
    return list(item.get("attributes", {}).get("TargetAttributes", {}))


def unreferenced_objects(objects: dict, root_id: str) -> list[str]:
    """Objects that nothing refers to, but the root."""
    referenced = set()
    for item in objects.values():
        if isinstance(item, dict) and "isa" in item:
            referenced |= set(references(item)) | set(target_attributes(item))
    return [
        f"{objects[key].get('isa')} {key} is not referenced by anything"
        for key in objects
        if key not in referenced and key != root_id
    ]


class Project:
    """A parsed project and where its groups and files are on disk."""

    def __init__(self, root: str, objects: dict, project: dict):
        self.root = root
        """The repository's root."""
        self.objects = objects
        """The project file's objects by ID."""
        self.project = project
        """The root object, the PBXProject."""
        self.directory = os.path.join(root, os.path.dirname(PROJECT))
        """The folder the project file's paths are relative to."""
        self.locations: dict[str, str] = {}
        """Where each group and file under the main group is."""
        self._locate(project.get("mainGroup"), self.directory)

    def _locate(self, key: str, parent: str) -> None:
        """Where the group or file `key` is, and its children, from the
        folder of its `parent`."""
        item = self.objects.get(key, {})
        tree = item.get("sourceTree")
        if tree == "<group>":
            location = os.path.normpath(os.path.join(parent, item.get("path", "")))
        elif tree == "SOURCE_ROOT":
            location = os.path.normpath(os.path.join(self.directory, item.get("path", "")))
        else:
            return
        self.locations[key] = location
        for child in item.get("children", []):
            self._locate(child, location)

    def targets(self) -> list[tuple[str, dict]]:
        """The project's targets with their IDs."""
        return [(key, self.objects.get(key, {})) for key in self.project.get("targets", [])]

    def missing_files(self) -> list[str]:
        """Files, groups and local packages named but not on disk, or outside
        the main group."""
        problems = []
        for key, item in self.objects.items():
            isa = item.get("isa")
            if isa in ("PBXFileReference", "PBXGroup", "PBXFileSystemSynchronizedRootGroup"):
                if item.get("sourceTree") == "BUILT_PRODUCTS_DIR":
                    continue
                if key not in self.locations:
                    problems.append(f"{isa} {key} ({item.get('path')}) is outside the main group")
                elif not os.path.exists(self.locations[key]):
                    relative = os.path.relpath(self.locations[key], self.root)
                    problems.append(f"{isa} {key} points to {relative}, which does not exist")
            if isa == "XCLocalSwiftPackageReference":
                package = os.path.join(
                    self.directory, item.get("relativePath", ""), "Package.swift"
                )
                if not os.path.isfile(package):
                    problems.append(
                        f"local package {item.get('relativePath')} has no Package.swift"
                    )
        return problems

    def phase_files(self, target: dict) -> dict[str, list[dict]]:
        """The build files of each of the target's build phases, by isa."""
        phases = [self.objects.get(key, {}) for key in target.get("buildPhases", [])]
        return {
            phase.get("isa"): [self.objects.get(f, {}) for f in phase.get("files", [])]
            for phase in phases
        }


def app_problems(project: Project, app: dict) -> list[str]:
    """The app target's kind and product."""
    problems = []
    if app.get("productType") != "com.apple.product-type.application":
        problems.append(f"{TARGET} is not an application target")
    product = project.objects.get(app.get("productReference"), {})
    if product.get("path") != f"{TARGET}.app":
        problems.append(f"{TARGET}'s product is not {TARGET}.app")
    return problems


def source_problems(project: Project, app: dict, sources: list[str]) -> list[str]:
    """Sources the app's synchronized folders (minus their exceptions) do not
    compile, and file names compiled twice."""
    folders = []
    excluded = set()
    for key in app.get("fileSystemSynchronizedGroups", []):
        if key in project.locations:
            folders.append(project.locations[key])
        for exception in project.objects.get(key, {}).get("exceptions", []):
            for name in project.objects.get(exception, {}).get("membershipExceptions", []):
                location = project.locations.get(key, "")
                excluded.add(os.path.abspath(os.path.normpath(os.path.join(location, name))))

    def compiled(file: str) -> bool:
        absolute = os.path.normpath(os.path.abspath(file))
        inside = any(absolute.startswith(os.path.abspath(f) + os.sep) for f in folders)
        return inside and absolute not in excluded

    problems = [
        f"{TARGET} does not compile {os.path.relpath(file, project.root)}"
        for file in sources
        if not compiled(file)
    ]
    names: dict[str, list[str]] = {}
    for folder in folders:
        for file in paths.swift_files(folder):
            names.setdefault(os.path.basename(file), []).append(os.path.relpath(file, project.root))
    problems += [
        f"{TARGET} compiles two files named {n}: {p}" for n, p in names.items() if len(p) > 1
    ]
    return problems


def product_problems(project: Project, app: dict, sources: list[str]) -> list[str]:
    """Every ScrollMotion module the sources import is a product of the local
    package, and each is linked."""
    problems = []
    linked = {}
    for key in app.get("packageProductDependencies", []):
        dependency = project.objects.get(key, {})
        package = project.objects.get(dependency.get("package"), {})
        if package.get("isa") != "XCLocalSwiftPackageReference":
            problems.append(f"{dependency.get('productName')} is not from a local package")
            continue
        linked[dependency.get("productName")] = (key, package.get("relativePath"))
    frameworks = project.phase_files(app).get("PBXFrameworksBuildPhase", [])
    in_frameworks = {f.get("productRef") for f in frameworks}
    imported = set()
    for file in sources:
        imported |= set(re.findall(r"^\s*import (ScrollMotion\w*)", paths.read_text(file), re.M))
    for module in sorted(imported):
        if module not in linked:
            problems.append(f"{TARGET} imports {module} but does not depend on that product")
    for name, (key, relative_path) in sorted(linked.items()):
        if key not in in_frameworks:
            problems.append(f"{name} is a dependency of {TARGET} but not in its Frameworks phase")
        manifest = os.path.join(project.directory, relative_path or "", "Package.swift")
        if os.path.isfile(manifest):
            products = re.findall(r'\.library\(\s*name:\s*"(\w+)"', paths.read_text(manifest))
            if name not in products:
                problems.append(f"{name} is not a library product of {relative_path}/Package.swift")
    return problems


def resource_problems(project: Project, app: dict, app_text: str) -> list[str]:
    """Every bundle file the app loads is copied."""
    resources = {
        os.path.basename(project.locations.get(f.get("fileRef"), ""))
        for f in project.phase_files(app).get("PBXResourcesBuildPhase", [])
    }
    return [
        f"the app loads {name}.{extension}, which {TARGET} does not copy"
        for name, extension in re.findall(
            r'forResource:\s*"([^"]+)",\s*withExtension:\s*"([^"]+)"', app_text
        )
        if f"{name}.{extension}" not in resources
    ]


def image_problems(root: str, app_text: str) -> list[str]:
    """Every image the screens and the sample data name is in the asset
    catalog."""
    problems = []
    catalog = os.path.join(root, APP, "Assets.xcassets")
    images = set()
    for file in paths.swift_files(os.path.join(root, SCREENS)):
        images |= set(re.findall(r'Image\("([^"]+)"\)', paths.read_text(file)))
    cities = re.search(r"static let cities = \[([^\]]*)\]", app_text)
    for city in re.findall(r'"([^"]+)"', cities.group(1) if cities else ""):
        images |= {city, f"{city}-blurred"}
    for names in re.findall(r"static let (?:photoNames|headerPhotoName) = ([^\n]*)", app_text):
        images |= set(re.findall(r'"([^"]+)"', names))
    if not cities:
        problems.append("SampleContent.cities was not found")
    for image in sorted(images):
        if not os.path.isfile(os.path.join(catalog, f"{image}.imageset", "Contents.json")):
            problems.append(f"the image {image} is not in {os.path.relpath(catalog, root)}")
    return problems


def wanted_settings(manifest: str) -> tuple[dict[str, str], list[str]]:
    """The build settings the app target needs in every configuration, given
    the examples package's manifest text; and the problems reading it."""
    problems = []
    wanted = {
        "GENERATE_INFOPLIST_FILE": "YES",
        "CODE_SIGN_STYLE": "Automatic",
        "CODE_SIGN_IDENTITY[sdk=macosx*]": "-",
        "SDKROOT": "auto",
        "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx",
        "SUPPORTS_MACCATALYST": "NO",
        "SWIFT_VERSION": "6.0" if "swiftLanguageModes: [.v6]" in manifest else "(not Swift 6)",
    }
    for platform, setting in (
        ("iOS", "IPHONEOS_DEPLOYMENT_TARGET"),
        ("macOS", "MACOSX_DEPLOYMENT_TARGET"),
    ):
        minimum = re.search(rf"\.{platform}\(\.v(\d+)\)", manifest)
        if minimum:
            wanted[setting] = f"{minimum.group(1)}.0"
        else:
            problems.append(f"{EXAMPLES_MANIFEST} has no {platform} minimum")
    return wanted, problems


def build_setting_problems(root: str, objects: dict, app: dict) -> list[str]:
    """The app target's build settings, in every configuration."""
    wanted, problems = wanted_settings(paths.read_text(os.path.join(root, EXAMPLES_MANIFEST)))
    configurations = objects.get(app.get("buildConfigurationList"), {}).get(
        "buildConfigurations", []
    )
    if not configurations:
        problems.append(f"{TARGET} has no build configurations")
    for key in configurations:
        configuration = objects.get(key, {})
        name = configuration.get("name")
        settings = configuration.get("buildSettings", {})
        for setting, value in wanted.items():
            if settings.get(setting) != value:
                problems.append(
                    f"{TARGET} {name}: {setting} is {settings.get(setting)!r}, not {value!r}"
                )
        if not re.match(r"^[A-Za-z0-9.-]+$", settings.get("PRODUCT_BUNDLE_IDENTIFIER", "")):
            problems.append(f"{TARGET} {name}: no valid PRODUCT_BUNDLE_IDENTIFIER")
        if "DEVELOPMENT_TEAM" in settings:
            problems.append(f"{TARGET} {name}: names a DEVELOPMENT_TEAM")
    return problems


def scheme_problems(root: str, app_id: str) -> list[str]:
    """The shared scheme builds and runs the app target."""
    try:
        scheme = ElementTree.parse(os.path.join(root, SCHEME)).getroot()
    except (OSError, ElementTree.ParseError) as error:
        return [f"{SCHEME} does not parse: {error}"]
    problems = []
    container = f"container:{os.path.basename(PROJECT)}"
    for action in ("BuildAction", "LaunchAction"):
        buildables = scheme.findall(f"{action}//BuildableReference")
        if not buildables:
            problems.append(f"{SCHEME}: its {action} names no target")
        for reference in buildables:
            found = (
                reference.get("BlueprintIdentifier"),
                reference.get("BlueprintName"),
                reference.get("BuildableName"),
                reference.get("ReferencedContainer"),
            )
            if found != (app_id, TARGET, f"{TARGET}.app", container):
                problems.append(f"{SCHEME}: its {action} names {found}, not {TARGET}")
    return problems


def typecheck_folder(source: str) -> str | None:
    """The folder scripts/typecheck-apple compiles the examples from: the
    value of EXAMPLE_SOURCES in `source`, the text of its paths module."""
    for statement in ast.parse(source).body:
        if (
            isinstance(statement, ast.Assign)
            and any(
                isinstance(target, ast.Name) and target.id == "EXAMPLE_SOURCES"
                for target in statement.targets
            )
            and isinstance(statement.value, ast.Constant)
        ):
            return statement.value.value
    return None


def typecheck_problems(root: str) -> list[str]:
    """The app's sources are type-checked on Linux with the screens."""
    try:
        folder = typecheck_folder(paths.read_text(os.path.join(root, TYPECHECK_PATHS)))
    except (OSError, SyntaxError) as error:
        return [f"{TYPECHECK_PATHS} does not read: {error}"]
    if folder is None:
        return [f"{TYPECHECK_PATHS} names no EXAMPLE_SOURCES"]
    folder = folder.rstrip("/")
    if APP == folder or APP.startswith(folder + "/"):
        return []
    return [f"scripts/typecheck-apple no longer compiles {APP}"]


def screen_types(root: str) -> set[str]:
    """The type names the example screens declare."""
    screens = set()
    for file in paths.swift_files(os.path.join(root, SCREENS)):
        screens |= set(_SCREEN_TYPE.findall(paths.read_text(file)))
    return screens


def screen_problems(root: str, app_text: str) -> list[str]:
    """Every screen is listed, under its type name, and constructed."""
    screens = screen_types(root)
    code = re.sub(r"//[^\n]*", "", app_text)
    ids = re.findall(r'\bid:\s*"(\w+)"', code)
    problems = [
        f"the list has two entries with the id {i}" for i in sorted(set(ids)) if ids.count(i) > 1
    ]
    for screen in sorted(screens - set(ids)):
        problems.append(
            f'the screen {screen} is not in the app\'s list (no entry with id: "{screen}")'
        )
    for listed in sorted(set(ids) - screens):
        problems.append(f"the list's entry {listed} names no screen in {SCREENS}")
    for screen in sorted(screens):
        if not re.search(rf"\b{screen}\(", code):
            problems.append(f"the app never constructs the screen {screen}")
    if not screens:
        problems.append(f"no screen types found in {SCREENS}")
    return problems
