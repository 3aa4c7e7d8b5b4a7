import paramiko
from paramiko import AutoAddPolicy


def connect(host: str, user: str) -> paramiko.SSHClient:
    client = paramiko.SSHClient()
    # vigil: py.ssh-host-key-unverified
    client.set_missing_host_key_policy(paramiko.AutoAddPolicy())
    # vigil: py.ssh-host-key-unverified
    client.set_missing_host_key_policy(AutoAddPolicy)
    client.load_system_host_keys()
    # vigil-ok: py.ssh-host-key-unverified
    client.set_missing_host_key_policy(paramiko.RejectPolicy())
    client.connect(host, username=user)
    return client
