"""The instructor's page, a JupyterHub service at /services/instructor/: every learner's progress
(the runner's records in each workspace, notebook and terminal passes alike), refreshed every few
seconds, and a reset of one learner's exercise or data. Only the hub's admins may open it (the
admin role holds access:services; learners hold only their own server).

The hub starts it (jupyterhub_config.py) with the room's folder, the engine's URL and the secret
the learners' access keys come from in its environment.
"""
from __future__ import annotations

import json
import os
import sys
from datetime import datetime, timezone
from pathlib import Path
from urllib.parse import urlparse

from tornado import ioloop, web
from jupyterhub.services.auth import HubOAuthCallbackHandler, HubOAuthenticated
from jupyterhub.utils import url_path_join

sys.path.insert(0, str(Path(__file__).resolve().parent))
import engine_tables  # noqa: E402
import workspaces  # noqa: E402

HERE = Path(__file__).resolve().parent
ROOM = Path(os.environ["CLASSROOM_DIR"])
ENGINE = os.environ["CLASSROOM_ENGINE"]
SECRET = (ROOM / "access-key-secret").read_bytes()
PREFIX = os.environ["JUPYTERHUB_SERVICE_PREFIX"]


def lessons() -> list[dict]:
    data = json.loads((workspaces.ROOT / "course.json").read_text(encoding="utf-8"))
    return [{"number": l["stem"][:2], "stem": l["stem"],
             "exercise": (workspaces.ROOT / "exercises" / f"{l['stem']}.java").exists()} for l in data["lessons"]]


def learner_row(name: str, users: dict) -> dict:
    folder = workspaces.workspace(ROOM, name)
    user = users.get(name, {})
    server = (user.get("servers") or {}).get("", {})
    try:
        tables = engine_tables.tables(ENGINE, workspaces.access_key(SECRET, name))
    except OSError as e:
        tables = [f"(engine not reachable: {e})"]
    return {"name": name, **workspaces.progress(folder), "edited": workspaces.edited(folder),
            "server": "running" if server.get("ready") else ("starting" if server.get("pending") else "stopped"),
            "last_activity": user.get("last_activity"), "tables": tables}


class InstructorHandler(HubOAuthenticated, web.RequestHandler):
    def hub_users(self) -> dict:
        """Names, servers and activity from the hub's API (the service's role allows reading users)."""
        import urllib.request
        request = urllib.request.Request(url_path_join(self.hub_auth.api_url, "users"),
                                         headers={"Authorization": f"token {self.hub_auth.api_token}"})
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                return {u["name"]: u for u in json.loads(response.read()) if not u.get("admin")}
        except OSError:
            return {}

    def learner(self, name: str) -> str:
        if name not in workspaces.learners(ROOM):
            raise web.HTTPError(404, f"no learner {name}")
        return name


class Page(InstructorHandler):
    @web.authenticated
    def get(self):
        page = (HERE / "instructor.html").read_text(encoding="utf-8")
        self.write(page.replace("{{xsrf}}", self.xsrf_token.decode()).replace("{{prefix}}", PREFIX)
                   .replace("{{user}}", self.current_user["name"]))


class Learners(InstructorHandler):
    @web.authenticated
    def get(self):
        users = self.hub_users()
        names = sorted((set(workspaces.learners(ROOM)) | set(users)) - {os.environ["CLASSROOM_INSTRUCTOR"]})
        self.write({"lessons": lessons(), "learners": [learner_row(n, users) for n in names],
                    "at": datetime.now(timezone.utc).isoformat(timespec="seconds")})


class ResetExercise(InstructorHandler):
    @web.authenticated
    def post(self, name, number):
        restored = workspaces.reset_exercise(ROOM, self.learner(name), number)
        self.write({"learner": name, "restored": restored})


class ResetData(InstructorHandler):
    @web.authenticated
    def post(self, name):
        dropped = engine_tables.drop_all(ENGINE, workspaces.access_key(SECRET, self.learner(name)))
        self.write({"learner": name, "dropped": dropped})


def main() -> None:
    name = r"([a-z0-9][a-z0-9._-]{0,31})"
    app = web.Application([
        (PREFIX, Page),
        (url_path_join(PREFIX, "oauth_callback"), HubOAuthCallbackHandler),
        (url_path_join(PREFIX, "api/learners"), Learners),
        (url_path_join(PREFIX, rf"api/learners/{name}/exercises/(\d\d)/reset"), ResetExercise),
        (url_path_join(PREFIX, rf"api/learners/{name}/data/reset"), ResetData),
    ], cookie_secret=os.urandom(32))
    url = urlparse(os.environ["JUPYTERHUB_SERVICE_URL"])
    app.listen(url.port, url.hostname)
    ioloop.IOLoop.current().start()


if __name__ == "__main__":
    main()
