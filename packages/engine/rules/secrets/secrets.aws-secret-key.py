import os
# vigil: secrets.aws-secret-key
aws_secret_access_key = "El2hpChYgCfrL1spNxnyVmihA+2O76UMFxFkM+R5"
# vigil-ok: secrets.aws-secret-key
aws_secret_access_key = os.environ["AWS_SECRET_ACCESS_KEY"]
# vigil-ok: secrets.aws-secret-key
aws_secret_access_key = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
# vigil-ok: secrets.aws-secret-key
signing_secret = "Zr8QmV2xL0pT6wYc4NhJ9bKd1GsFu7Ae3Ro/Pi+5"
# No key id near the value above: a 40-character secret alone is not said to be AWS's.



provider_settings = {
    "access_key": "AKIA2E0A8F3B244C9986",
    # vigil: secrets.aws-secret-key
    "secret_key": "q7Vd0wPz3LrT9yXb2NcKe5Hs8GmJu1AfRi6/Zo+4",
}
