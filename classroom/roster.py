"""Logging in to the classroom: the room's passwords file, and the authenticator for a list of names.

Two ways, chosen by the instructor (room.py): one workshop password for everyone (JupyterHub's
SharedPasswordAuthenticator), or a list of names, each with its own generated password
(RosterAuthenticator, below: a learner cannot sign in as another). Either way the instructor signs
in as an admin with their own password, and no password has a default.
"""
from __future__ import annotations

import secrets
from pathlib import Path

from jupyterhub.auth import Authenticator
from traitlets import Unicode


def read(file: Path) -> dict[str, str]:
    """`name password` lines (# comments and blank lines skipped)."""
    entries = {}
    if file.exists():
        for line in file.read_text(encoding="utf-8").splitlines():
            fields = line.split()
            if len(fields) == 2 and not line.startswith("#"):
                entries[fields[0]] = fields[1]
    return entries


def write(file: Path, entries: dict[str, str]) -> None:
    file.parent.mkdir(parents=True, exist_ok=True)
    file.touch(mode=0o600)
    file.chmod(0o600)
    lines = ["# name password (written by ./course classroom; hand each learner their line)"]
    file.write_text("\n".join(lines + [f"{n} {p}" for n, p in entries.items()]) + "\n", encoding="utf-8")


def ensure(file: Path, names: list[str], length: int = 12) -> dict[str, str]:
    """Keeps the passwords already handed out and makes one for each new name."""
    entries = read(file)
    for name in names:
        entries.setdefault(name, secrets.token_urlsafe(length)[:length])
    write(file, entries)
    return entries


class RosterAuthenticator(Authenticator):
    """Each name of the room's passwords file signs in with its own password."""

    passwords_file = Unicode(config=True, help="The room's `name password` file.")

    async def authenticate(self, handler, data):
        name = self.normalize_username(data.get("username", ""))
        expected = read(Path(self.passwords_file)).get(name)
        if expected and secrets.compare_digest(data.get("password", ""), expected):
            return {"name": name, "admin": name in self.admin_users}
        return None
