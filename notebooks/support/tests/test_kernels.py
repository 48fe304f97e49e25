"""The kernel specs setup registers: one course kernel name, the kit on every variant's classpath
in the form that kernel reads, a start-up script of imports only, and the launcher in front."""
from __future__ import annotations

import json
import os
import re

import nbformat
import pytest

import course
import kernels
from conftest import lessons_with_notebooks, require_kernel

JARS = ["/cp/kit-0.1.0-SNAPSHOT.jar", "/cp/engine-0.1.0-SNAPSHOT.jar", "/cp/dynamodb-2.57.8.jar"]


def env_and_command(variant: str):
    spec = kernels.spec(variant, "/jdk/bin/java", JARS, ijava_jar=None)
    argv = spec["argv"]
    return spec, argv[argv.index("--") + 1:]


def test_every_variant_is_the_course_kernel_behind_the_launcher():
    for variant in kernels.VARIANTS:
        spec, command = env_and_command(variant)
        assert spec["display_name"] == course.KERNEL_DISPLAY_NAME
        assert spec["language"] == "java"
        assert spec["argv"][1].endswith("kernel_launcher.py")
        assert "{connection_file}" in spec["argv"][:4] and command[-1] == "{connection_file}"
        assert command[0] == "/jdk/bin/java"
        assert command[1:3] == ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"], "the lesson scripts' JIT and GC"


def test_jjava_reads_its_classpath_and_startup_script():
    spec, command = env_and_command("jjava")
    assert spec["env"]["JJAVA_CLASSPATH"] == os.pathsep.join(JARS)
    assert spec["env"]["JJAVA_STARTUP_SCRIPTS_PATH"] == str(course.STARTUP_SCRIPT)
    assert command[3:6] == ["--add-opens", "jdk.jshell/jdk.jshell=ALL-UNNAMED", "-jar"]
    assert command[6].endswith("jjava.jar")


def test_rapaio_classpath_is_semicolon_separated():
    spec, command = env_and_command("rapaio")
    assert spec["env"]["RJK_CLASSPATH"] == ";".join(JARS)
    assert spec["env"]["RJK_INIT_SCRIPT"] == str(course.STARTUP_SCRIPT)
    assert command[-2].endswith("rapaio-jupyter-kernel-3.0.1.jar")


def test_ijava_variant_uses_ijava_variables():
    spec, _ = env_and_command("ijava")
    assert spec["env"] == {"IJAVA_CLASSPATH": os.pathsep.join(JARS), "IJAVA_STARTUP_SCRIPTS_PATH": str(course.STARTUP_SCRIPT)}


def test_startup_script_only_imports_and_matches_the_notebooks_imports_cell():
    lines = [l for l in course.STARTUP_SCRIPT.read_text().splitlines() if l.strip()]
    assert lines and all(re.fullmatch(r"import (static )?[\w.]+(\.\*)?;", l) for l in lines)
    for lesson in lessons_with_notebooks():
        imports = next(c for c in nbformat.read(lesson.notebook, as_version=4).cells if "imports" in c.metadata.get("tags", []))
        assert set(lines) <= set(imports.source.splitlines()), f"{lesson.stem}: the kernel imports what the notebook does"


def test_installed_kernels_point_at_files_that_exist():
    require_kernel(course.KERNEL_NAME)
    for folder in kernels.kernels_dir(course.VENV).glob(course.KERNEL_NAME + "*"):
        spec = json.loads((folder / "kernel.json").read_text())
        command = spec["argv"][spec["argv"].index("--") + 1:]
        jar = command[command.index("-jar") + 1]
        assert os.path.exists(jar), f"{folder.name}: {jar}"
        assert os.access(command[0], os.X_OK), f"{folder.name}: {command[0]}"
        classpath = next(v for k, v in spec["env"].items() if k.endswith("CLASSPATH"))
        entries = classpath.split(";" if "RJK_CLASSPATH" in spec["env"] else os.pathsep)
        assert any(os.path.basename(e).startswith("kit-") for e in entries)
        assert all(os.path.exists(e) for e in entries)


def test_notebooks_declare_the_course_kernel():
    lessons = lessons_with_notebooks()
    if not lessons:
        pytest.skip("no lesson notebook generated yet")
    for lesson in lessons:
        assert nbformat.read(lesson.notebook, as_version=4).metadata.kernelspec.name == course.KERNEL_NAME
