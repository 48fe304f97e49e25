"""Writes the course's Java kernel specs (kernel.json) into the venv's Jupyter data dir.

The notebooks declare one kernel name, ``ddbcourse-java``; which Java kernel stands behind it is
chosen here (JJava by default). Every variant gets the kit, the engine and their dependencies on
its classpath and a start-up script of imports only, and is started through kernel_launcher.py,
which restarts a kernel that does not answer.

    python kernels.py install [--default jjava|rapaio|ijava] [--ijava-jar PATH]
    python kernels.py show
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
from pathlib import Path

import course

VARIANTS = ("jjava", "rapaio", "ijava")
RAPAIO_VERSION = "3.0.1"
RAPAIO_JAR = course.KERNEL_BUILD / "rapaio" / f"rapaio-jupyter-kernel-{RAPAIO_VERSION}.jar"
# Seconds the launcher gives a first start to answer kernel_info before it restarts it (doubled
# at each new start), and how many starts it tries. A healthy kernel answers in 2-5 s here; the
# rapaio start that hangs (about one in five here) never does, so 20 s is plenty.
STARTUP_TIMEOUT = 20
ATTEMPTS = 3
# The kernel JVM's options, every variant: a C1-only JIT and the serial GC, as the lesson scripts run
# (tools' ScriptWriter.JVM_OPTIONS). A notebook's kernel is a short run of JShell compiling cell after
# cell: C2's compile threads cost more CPU than they win back (notebook 08 with its solution run, measured
# through the launcher: 19-22 s of CPU with the JVM's defaults, 8 s with these).
JVM_OPTIONS = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"]


def kernels_dir(prefix: Path | None = None) -> Path:
    """The venv's own kernel folder (sys.prefix/share/jupyter/kernels): seen by the venv's
    Jupyter, invisible to the learner's other Pythons."""
    return Path(prefix or sys.prefix) / "share" / "jupyter" / "kernels"


def jjava_jar(prefix: Path | None = None) -> Path:
    """The kernel jar the PyPI package jjava installs as data files."""
    return kernels_dir(prefix) / "java" / "jjava.jar"


def java_executable() -> str:
    """The JDK that ran setup (JAVA_HOME first, then PATH), as an absolute path, so the kernel
    does not change when the learner's PATH does."""
    home = os.environ.get("JAVA_HOME")
    if home and (Path(home) / "bin" / "java").exists():
        return str((Path(home) / "bin" / "java").resolve())
    found = shutil.which("java")
    if not found:
        raise SystemExit("No java on PATH: the notebooks need a JDK 17 or newer.")
    return str(Path(found).resolve())


def classpath() -> list[str]:
    """The kit, the engine and their runtime dependencies, as setup copied them."""
    jars = sorted(str(p) for p in course.KERNEL_CLASSPATH.glob("*.jar"))
    if not any(Path(j).name.startswith("kit-") for j in jars):
        raise SystemExit(f"No kit jar in {course.KERNEL_CLASSPATH}: run notebooks/support/setup first.")
    return jars


def _launcher(java: str, kernel_argv: list[str]) -> list[str]:
    return [str(course.venv_python()), str(course.SUPPORT / "kernel_launcher.py"),
            "--connection-file", "{connection_file}",
            "--startup-timeout", str(STARTUP_TIMEOUT), "--attempts", str(ATTEMPTS),
            "--", java, *JVM_OPTIONS, *kernel_argv]


def spec(variant: str, java: str, jars: list[str], ijava_jar: Path | None = None) -> dict:
    """kernel.json for one Java kernel. Each reads its classpath and start-up script from its
    own environment variables; the script only imports, so no notebook needs a magic."""
    startup = str(course.STARTUP_SCRIPT)
    if variant == "jjava":
        # Run jjava.jar directly rather than through jjava-launcher.jar (which forks a second
        # JVM): one process, so the launcher's restart and Jupyter's kill reach the kernel itself.
        argv = ["--add-opens", "jdk.jshell/jdk.jshell=ALL-UNNAMED", "-jar", str(jjava_jar()), "{connection_file}"]
        env = {"JJAVA_CLASSPATH": os.pathsep.join(jars), "JJAVA_STARTUP_SCRIPTS_PATH": startup}
        name = "JJava"
    elif variant == "rapaio":
        argv = ["-jar", str(RAPAIO_JAR), "{connection_file}"]
        env = {"RJK_CLASSPATH": ";".join(jars), "RJK_INIT_SCRIPT": startup,
               "RJK_MIMA_CACHE": str(course.KERNEL_BUILD / "rapaio" / "mima_cache"),
               "RJK_TIMEOUT_MILLIS": "-1", "RJK_COMPILER_OPTIONS": ""}
        name = "rapaio"
    elif variant == "ijava":
        jar = ijava_jar or Path("/path/to/ijava-1.3.0/ijava-1.3.0.jar")
        argv = ["-jar", str(jar), "{connection_file}"]
        env = {"IJAVA_CLASSPATH": os.pathsep.join(jars), "IJAVA_STARTUP_SCRIPTS_PATH": startup}
        name = "IJava"
    else:
        raise ValueError(f"unknown kernel variant {variant!r}; one of {VARIANTS}")
    return {
        "argv": _launcher(java, argv),
        "display_name": course.KERNEL_DISPLAY_NAME,
        "language": "java",
        "interrupt_mode": "message",
        "env": env,
        "metadata": {"ddbcourse": {"kernel": name}},
    }


def write(name: str, kernel: dict, display_suffix: str = "", prefix: Path | None = None) -> Path:
    kernel = dict(kernel, display_name=kernel["display_name"] + display_suffix)
    folder = kernels_dir(prefix) / name
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "kernel.json").write_text(json.dumps(kernel, indent=2) + "\n", encoding="utf-8")
    return folder


def server_config(prefix: Path | None = None) -> Path:
    """Jupyter Server settings in the venv's own config dir: the course kernel is the default
    one, and kernel_info messages count as kernel activity. JupyterLab ignores status messages caused by untracked message types, and
    the Java kernels send no other status until the first cell runs, so JupyterLab would show the
    course kernel as "Unknown" until then; with this it shows "Idle" as soon as it answers."""
    from jupyter_server.services.kernels.kernelmanager import MappingKernelManager

    untracked = [t for t in MappingKernelManager.class_traits()["untracked_message_types"].default()
                 if t not in ("kernel_info_request", "kernel_info_reply")]
    # jupyter_server_config.d/ only holds extension switches: settings go in the main file.
    path = Path(prefix or sys.prefix) / "etc" / "jupyter" / "jupyter_server_config.json"
    config = json.loads(path.read_text()) if path.exists() else {}
    manager = config.setdefault("MappingKernelManager", {})
    manager["untracked_message_types"] = untracked
    manager["default_kernel_name"] = course.KERNEL_NAME  # File > New > Notebook gets the course kernel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(config, indent=2) + "\n")
    return path


def lab_settings(prefix: Path | None = None) -> Path:
    """JupyterLab defaults for the venv: no "official Jupyter news?" prompt over the lesson (and
    no request to a news site)."""
    path = Path(prefix or sys.prefix) / "share" / "jupyter" / "lab" / "settings" / "overrides.json"
    settings = json.loads(path.read_text()) if path.exists() else {}
    settings.setdefault("@jupyterlab/apputils-extension:notification", {})["fetchNews"] = "false"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(settings, indent=2) + "\n")
    return path


def install(default: str = "jjava", ijava_jar: Path | None = None) -> list[Path]:
    """Registers ddbcourse-java (the default variant) and ddbcourse-java-<variant> for each
    variant that can run here; writes the IJava spec to build/kernels/ijava when its jar is not
    given, for learners who unzip IJava's release themselves."""
    java, jars = java_executable(), classpath()
    available = {"jjava": jjava_jar().exists(), "rapaio": RAPAIO_JAR.exists(),
                 "ijava": bool(ijava_jar and ijava_jar.exists())}
    if not available[default]:
        raise SystemExit(f"Kernel {default} is not installed; run notebooks/support/setup.")
    written = [write(course.KERNEL_NAME, spec(default, java, jars, ijava_jar))]
    for variant in VARIANTS:
        if available[variant]:
            written.append(write(f"{course.KERNEL_NAME}-{variant}", spec(variant, java, jars, ijava_jar),
                                 f" [{variant}]"))
    if not available["ijava"]:
        folder = course.KERNEL_BUILD / "ijava" / f"{course.KERNEL_NAME}-ijava"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "kernel.json").write_text(json.dumps(spec("ijava", java, jars), indent=2) + "\n", encoding="utf-8")
        written.append(folder)
    written += [server_config(), lab_settings()]
    return written


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    inst = sub.add_parser("install", help="register the course kernels in this venv")
    inst.add_argument("--default", choices=VARIANTS, default=os.environ.get("COURSE_KERNEL", "jjava"))
    inst.add_argument("--ijava-jar", type=Path, help="ijava-1.3.0.jar from IJava's release, if you have it")
    sub.add_parser("show", help="print the installed course kernels")
    args = parser.parse_args(argv)
    if args.command == "install":
        for path in install(args.default, args.ijava_jar):
            print(f"wrote {path / 'kernel.json' if path.is_dir() else path}")
    else:
        for folder in sorted(kernels_dir().glob(course.KERNEL_NAME + "*")):
            data = json.loads((folder / "kernel.json").read_text())
            print(f"{folder.name}: {data['metadata']['ddbcourse']['kernel']}")


if __name__ == "__main__":
    main()
