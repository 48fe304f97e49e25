"""`./course classroom`: JupyterHub for a room of learners on this machine.

    ./course classroom                         CLASSROOM_PASSWORD=... : one workshop password for all
    ./course classroom --password-file FILE    the workshop password from a file
    ./course classroom --names FILE            one name a line: each learner gets their own password
    options: --host 127.0.0.1 (the room's address to serve it there) --port 8000
             --ssl-cert FILE --ssl-key FILE (HTTPS)  --dir build/classroom (the room's data)
             --instructor instructor (the admin's name)

Prepares the room's folder (its secrets, the passwords file, the learners' workspaces later), then
runs JupyterHub with jupyterhub_config.py, which starts the proxy, the shared engine and the
instructor's page. Nothing has a default password: without one the room does not start.
"""
from __future__ import annotations

import argparse
import ipaddress
import os
import secrets
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import roster  # noqa: E402
import workspaces  # noqa: E402

ROOT = HERE.parent
MIN_PASSWORD = 8  # SharedPasswordAuthenticator's minimum for the workshop password
INSTRUCTOR_PASSWORD_LENGTH = 32  # and its minimum for the admin's


def private_file(path: Path, content: bytes) -> None:
    path.touch(mode=0o600)
    path.chmod(0o600)
    path.write_bytes(content)


def names_from(file: Path) -> list[str]:
    names = []
    for line in file.read_text(encoding="utf-8").splitlines():
        name = line.split("#", 1)[0].strip().lower()
        if not name:
            continue
        if not workspaces.valid_name(name):
            raise SystemExit(f"{file}: {name!r} is not a usable name (a-z, 0-9, . _ -; 32 at most)")
        names.append(name)
    if not names:
        raise SystemExit(f"{file} has no names")
    return names


def loopback(host: str) -> bool:
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return host == "localhost"


def prepare(args) -> dict[str, str]:
    """The room's folder and the environment jupyterhub_config.py reads."""
    room = Path(args.dir).resolve()
    room.mkdir(parents=True, exist_ok=True)
    room.chmod(0o700)
    if not (room / "access-key-secret").exists():
        private_file(room / "access-key-secret", secrets.token_bytes(32))
    passwords = room / "passwords.txt"
    instructor = args.instructor.lower()
    if not workspaces.valid_name(instructor):
        raise SystemExit(f"--instructor {args.instructor!r} is not a usable name")
    roster.ensure(passwords, [instructor], INSTRUCTOR_PASSWORD_LENGTH)
    env = {"CLASSROOM_DIR": str(room), "CLASSROOM_HOST": args.host, "CLASSROOM_PORT": str(args.port),
           "CLASSROOM_INSTRUCTOR": instructor, "CLASSROOM_SSL_CERT": args.ssl_cert or "",
           "CLASSROOM_SSL_KEY": args.ssl_key or ""}
    if args.names:
        names = names_from(Path(args.names))
        if instructor in names:
            raise SystemExit(f"{args.names}: {instructor} is the instructor's name, not a learner's")
        roster.ensure(passwords, names)
        env.update(CLASSROOM_AUTH="names", CLASSROOM_LEARNERS=" ".join(names))
    else:
        password = (Path(args.password_file).read_text(encoding="utf-8").strip() if args.password_file
                    else os.environ.get("CLASSROOM_PASSWORD", ""))
        if not password:
            raise SystemExit("The classroom has no default password: set CLASSROOM_PASSWORD, or give "
                             "--password-file FILE (one workshop password) or --names FILE (one each).")
        if len(password) < MIN_PASSWORD:
            raise SystemExit(f"The workshop password needs at least {MIN_PASSWORD} characters.")
        private_file(room / "workshop-password", password.encode())
        env.update(CLASSROOM_AUTH="shared")
    return env


def announce(env: dict[str, str]) -> None:
    scheme = "https" if env["CLASSROOM_SSL_CERT"] else "http"
    url = f"{scheme}://{env['CLASSROOM_HOST']}:{env['CLASSROOM_PORT']}/"
    room = Path(env["CLASSROOM_DIR"])
    print(f"Classroom: {url}")
    if env["CLASSROOM_AUTH"] == "shared":
        print("  learners: any name (a-z, 0-9) and the workshop password")
    else:
        print(f"  learners: their name and their own password from {room / 'passwords.txt'}")
    print(f"  instructor: {env['CLASSROOM_INSTRUCTOR']}, password in {room / 'passwords.txt'}; "
          f"progress page {url}services/instructor/")
    if not loopback(env["CLASSROOM_HOST"]) and scheme == "http":
        print("  warning: served on the network without TLS: passwords cross the room in clear text. "
              "Give --ssl-cert/--ssl-key, or put a TLS reverse proxy in front (README, For instructors).")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="./course classroom", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    who = parser.add_mutually_exclusive_group()
    who.add_argument("--password-file", help="the workshop password (else CLASSROOM_PASSWORD)")
    who.add_argument("--names", help="a file with one learner name a line; each gets a password")
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to serve on (default loopback; the room's address or 0.0.0.0 to serve the room)")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--ssl-cert", help="HTTPS certificate (PEM)")
    parser.add_argument("--ssl-key", help="HTTPS private key (PEM)")
    parser.add_argument("--dir", default=str(ROOT / "build" / "classroom"), help="the room's data folder")
    parser.add_argument("--instructor", default="instructor", help="the instructor's (admin) name")
    args = parser.parse_args(argv)
    if bool(args.ssl_cert) != bool(args.ssl_key):
        parser.error("--ssl-cert and --ssl-key go together")
    env = prepare(args)
    announce(env)
    sys.stdout.flush()
    hub = Path(sys.executable).parent / "jupyterhub"
    os.chdir(env["CLASSROOM_DIR"])  # the hub writes its pid and proxy files where it runs
    os.execve(str(hub), [str(hub), "-f", str(HERE / "jupyterhub_config.py")], {**os.environ, **env})


if __name__ == "__main__":
    main()
