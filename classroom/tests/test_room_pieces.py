"""The room's pieces without a hub: no default password, the passwords file, workspaces (copied
once, without build output), access keys, progress records and an exercise reset."""
from __future__ import annotations

import argparse
import importlib.util
import re

import pytest

from room import CLASSROOM, ROOT  # the tests' room.py, which puts classroom/ on the path
import roster
import workspaces


def command_line():
    """classroom/room.py, the command's module (its name is taken by the tests' room.py)."""
    spec = importlib.util.spec_from_file_location("classroom_command", CLASSROOM / "room.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def prepare(tmp_path, **options):
    module = command_line()
    args = argparse.Namespace(dir=str(tmp_path / "room"), host="127.0.0.1", port=8000, instructor="instructor",
                              ssl_cert=None, ssl_key=None, names=None, password_file=None)
    for key, value in options.items():
        setattr(args, key, value)
    return module.prepare(args)


def test_the_room_refuses_to_start_without_a_password(tmp_path, monkeypatch):
    monkeypatch.delenv("CLASSROOM_PASSWORD", raising=False)
    with pytest.raises(SystemExit, match="no default password"):
        prepare(tmp_path)
    monkeypatch.setenv("CLASSROOM_PASSWORD", "short")
    with pytest.raises(SystemExit, match="at least 8"):
        prepare(tmp_path)


def test_a_workshop_password_and_a_generated_instructor_password(tmp_path, monkeypatch):
    monkeypatch.setenv("CLASSROOM_PASSWORD", "workshop-2026")
    env = prepare(tmp_path)
    room = tmp_path / "room"
    assert env["CLASSROOM_AUTH"] == "shared"
    assert (room / "workshop-password").read_text() == "workshop-2026"
    instructor = roster.read(room / "passwords.txt")["instructor"]
    assert len(instructor) == 32 and instructor != "workshop-2026"
    assert (room / "passwords.txt").stat().st_mode & 0o077 == 0, "the passwords file is for the instructor only"
    prepare(tmp_path)
    assert roster.read(room / "passwords.txt")["instructor"] == instructor, "a restart keeps the password handed out"


def test_a_list_of_names_gets_one_password_each_kept_across_starts(tmp_path, monkeypatch):
    names = tmp_path / "names.txt"
    names.write_text("Alice\nbob  # second row\n\n")
    env = prepare(tmp_path, names=str(names))
    assert env["CLASSROOM_AUTH"] == "names" and env["CLASSROOM_LEARNERS"] == "alice bob"
    first = roster.read(tmp_path / "room" / "passwords.txt")
    assert set(first) == {"instructor", "alice", "bob"} and first["alice"] != first["bob"]
    names.write_text("alice\nbob\ncarol\n")
    prepare(tmp_path, names=str(names))
    second = roster.read(tmp_path / "room" / "passwords.txt")
    assert second["alice"] == first["alice"] and "carol" in second
    names.write_text("not a name!\n")
    with pytest.raises(SystemExit, match="not a usable name"):
        prepare(tmp_path, names=str(names))


def test_a_workspace_is_copied_once_without_build_output(tmp_path):
    room = tmp_path / "room"
    folder = workspaces.create(room, "alice")
    assert (folder / "notebooks" / "08-adjacency.ipynb").exists() and (folder / "course.json").exists()
    assert not (folder / ".venv").exists() and not (folder / "build").exists() and not (folder / ".git").exists()
    assert not list(folder.rglob("target")) and not list(folder.rglob("node_modules"))
    (folder / "exercises" / "08-adjacency.java").write_text("// my work")
    workspaces.create(room, "alice")
    assert (folder / "exercises" / "08-adjacency.java").read_text() == "// my work", "a second login keeps the work"
    assert workspaces.learners(room) == ["alice"]
    with pytest.raises(ValueError):
        workspaces.workspace(room, "../bob")


def test_access_keys_are_per_learner_letters_and_digits_and_not_guessable(tmp_path):
    alice, bob = workspaces.access_key(b"secret", "alice"), workspaces.access_key(b"secret", "bob")
    assert alice != bob and re.fullmatch(r"[A-Za-z0-9]+", alice)
    assert workspaces.access_key(b"other room", "alice") != alice
    assert "alice" not in alice


def test_progress_edits_and_an_exercise_reset(tmp_path):
    room = tmp_path / "room"
    folder = workspaces.create(room, "alice")
    (folder / ".course-progress").write_text("# header\npassed 08 abc\npassed 07 def\nhints 08 2\n")
    (folder / "exercises" / "08-adjacency.java").write_text("// edited")
    assert workspaces.progress(folder) == {"passed": ["07", "08"], "hints": {"08": 2}}
    assert workspaces.edited(folder) == ["08"]
    restored = workspaces.reset_exercise(room, "alice", "08")
    assert restored == ["exercises/08-adjacency.java", "notebooks/08-adjacency.ipynb"]
    assert (folder / "exercises" / "08-adjacency.java").read_bytes() == (ROOT / "exercises" / "08-adjacency.java").read_bytes()
    assert workspaces.progress(folder)["passed"] == ["07"]
    assert workspaces.edited(folder) == []
    with pytest.raises(ValueError):
        workspaces.reset_exercise(room, "alice", "99")


def test_with_a_list_of_names_each_signs_in_only_with_their_own_password(tmp_path):
    import asyncio
    file = tmp_path / "passwords.txt"
    roster.write(file, {"instructor": "i" * 32, "alice": "alice-pass", "bob": "bob-pass"})
    auth = roster.RosterAuthenticator(passwords_file=str(file), admin_users={"instructor"})
    sign_in = lambda name, password: asyncio.run(auth.authenticate(None, {"username": name, "password": password}))
    assert sign_in("alice", "alice-pass") == {"name": "alice", "admin": False}
    assert sign_in("Alice", "alice-pass") == {"name": "alice", "admin": False}
    assert sign_in("alice", "bob-pass") is None
    assert sign_in("carol", "alice-pass") is None
    assert sign_in("instructor", "i" * 32) == {"name": "instructor", "admin": True}


def test_the_instructor_pages_requests_are_accepted_by_the_engine_one_database_per_key(tmp_path):
    """engine_tables against the room's engine as jupyterhub_config.py starts it: a refusal here (say,
    a header the engine has come to require) would otherwise show only as a room that never gets ready."""
    import socket
    import subprocess
    import time
    import engine_tables
    classpath = ROOT / "build" / "kernel-classpath"
    if not classpath.is_dir():
        pytest.skip("no build/kernel-classpath (notebooks/support/setup builds it)")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    engine = subprocess.Popen(["java", "-cp", str(classpath / "*"), "dev.ddbcourse.engine.EmbeddedDynamoDb",
                               "--host", "127.0.0.1", "--port", str(port), "--database-per-access-key"],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert "listening on" in engine.stdout.readline()
        url = f"http://127.0.0.1:{port}"
        engine_tables._call(url, "alice1", "CreateTable", {
            "TableName": "p08-adjacency", "BillingMode": "PAY_PER_REQUEST",
            "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}],
            "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}]})
        assert engine_tables.tables(url, "alice1") == ["p08-adjacency"]
        assert engine_tables.tables(url, "bob1") == [], "another learner's database is their own"
        assert engine_tables.drop_all(url, "alice1") == ["p08-adjacency"]
        deadline = time.time() + 30  # DeleteTable may leave the table DELETING for a moment
        while engine_tables.tables(url, "alice1") and time.time() < deadline:
            time.sleep(0.2)
        assert engine_tables.tables(url, "alice1") == []
    finally:
        engine.terminate()
        engine.wait(10)
