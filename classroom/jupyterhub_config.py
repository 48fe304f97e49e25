# JupyterHub's configuration for the classroom, read by `jupyterhub -f` as room.py runs it; every
# choice comes from room.py's CLASSROOM_* environment. What runs:
#   the proxy (configurable-http-proxy from classroom/proxy) on CLASSROOM_HOST:CLASSROOM_PORT,
#   the hub itself on loopback, the room's one engine (a database per access key) on loopback,
#   the instructor's page (instructor.py) at /services/instructor/, one server per learner (spawner.py).
import os
import socket
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
import roster  # noqa: E402
from spawner import LearnerSpawner  # noqa: E402

c = get_config()  # noqa: F821 (provided by JupyterHub)
ROOM = Path(os.environ["CLASSROOM_DIR"])
VENV_BIN = Path(sys.executable).parent
INSTRUCTOR = os.environ["CLASSROOM_INSTRUCTOR"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def java() -> str:
    home = os.environ.get("JAVA_HOME")
    return str(Path(home) / "bin" / "java") if home and (Path(home) / "bin" / "java").exists() else "java"


# ---- where it listens: only the proxy faces learners; all else stays on loopback -----------------
c.JupyterHub.bind_url = f"http://{os.environ['CLASSROOM_HOST']}:{os.environ['CLASSROOM_PORT']}"
if os.environ.get("CLASSROOM_SSL_CERT"):
    c.JupyterHub.ssl_cert = os.environ["CLASSROOM_SSL_CERT"]
    c.JupyterHub.ssl_key = os.environ["CLASSROOM_SSL_KEY"]
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = free_port()
c.ConfigurableHTTPProxy.command = [str(HERE / "proxy" / "node_modules" / ".bin" / "configurable-http-proxy")]
c.ConfigurableHTTPProxy.api_url = f"http://127.0.0.1:{free_port()}"
c.JupyterHub.db_url = f"sqlite:///{ROOM / 'jupyterhub.sqlite'}"
c.JupyterHub.cookie_secret_file = str(ROOM / "jupyterhub_cookie_secret")
c.JupyterHub.cleanup_servers = True  # stopping the hub stops every learner's server
c.JupyterHub.cleanup_proxy = True

# ---- who signs in ------------------------------------------------------------------------------
passwords = roster.read(ROOM / "passwords.txt")
c.Authenticator.admin_users = {INSTRUCTOR}
if os.environ["CLASSROOM_AUTH"] == "names":
    c.JupyterHub.authenticator_class = roster.RosterAuthenticator
    c.RosterAuthenticator.passwords_file = str(ROOM / "passwords.txt")
    c.Authenticator.allowed_users = set(os.environ["CLASSROOM_LEARNERS"].split())
else:
    c.JupyterHub.authenticator_class = "shared-password"
    c.SharedPasswordAuthenticator.user_password = (ROOM / "workshop-password").read_text().strip()
    c.SharedPasswordAuthenticator.admin_password = passwords[INSTRUCTOR]
    c.Authenticator.allow_all = True  # any name with the workshop password gets a workspace



def landing(handler) -> str:
    """Where signing in leads: the instructor to the progress page (no server of their own is
    started), a learner to their JupyterLab."""
    user = handler.current_user
    return "/services/instructor/" if user and user.admin else "/hub/spawn"


c.JupyterHub.default_url = landing

# ---- one server per learner --------------------------------------------------------------------
ENGINE = f"http://127.0.0.1:{free_port()}"
c.JupyterHub.spawner_class = LearnerSpawner
c.LearnerSpawner.room = str(ROOM)
c.LearnerSpawner.engine = ENGINE
c.Spawner.cmd = [str(VENV_BIN / "jupyterhub-singleuser")]
c.Spawner.args = [
    "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
    # A kernel's first answer can take minutes while a whole room starts on a small machine; past
    # this the server drops the notebook's connection (60 s by default: one of 30 in classroom/load).
    "--MappingKernelManager.kernel_info_timeout=300",
] + (["--allow-root"] if os.getuid() == 0 else [])  # containers and CI run as root
c.Spawner.default_url = "/lab/tree/notebooks"
c.Spawner.env_keep = ["PATH", "LANG", "LC_ALL", "JAVA_HOME", "VIRTUAL_ENV"]
# A Java kernel and JupyterLab on a busy machine: give a start time.
c.Spawner.start_timeout = 180
c.Spawner.http_timeout = 180

# ---- the engine and the instructor's page, started and stopped with the hub --------------------
c.JupyterHub.services = [
    {"name": "engine", "command": [java(), "-cp", str(ROOT / "build" / "kernel-classpath" / "*"),
                                   "dev.ddbcourse.engine.EmbeddedDynamoDb", "--host", "127.0.0.1",
                                   "--port", ENGINE.rsplit(":", 1)[1], "--database-per-access-key"],
     "environment": {"CLASSROOM_DIR": str(ROOM)}},  # marks it as this room's (the tests' stop check)
    {"name": "instructor", "url": f"http://127.0.0.1:{free_port()}", "display": True, "oauth_no_confirm": True,
     "command": [sys.executable, str(HERE / "instructor.py")],
     "environment": {"CLASSROOM_DIR": str(ROOM), "CLASSROOM_ENGINE": ENGINE, "CLASSROOM_INSTRUCTOR": INSTRUCTOR}},
]
c.JupyterHub.load_roles = [
    {"name": "instructor-page", "services": ["instructor"], "scopes": ["list:users", "read:users", "read:servers"]},
]
# The load harness (classroom/load) drives learners' servers through the hub's API with this token.
if os.environ.get("CLASSROOM_API_TOKEN"):
    c.JupyterHub.services.append({"name": "load", "api_token": os.environ["CLASSROOM_API_TOKEN"]})
    c.JupyterHub.load_roles.append({"name": "load", "services": ["load"], "scopes": [
        "admin:users", "admin:servers", "access:servers", "list:users", "read:users"]})
