#!/usr/bin/env bash
# vigil: bash.tls-verify-disabled
curl -sk https://internal.example.com/health
# vigil: bash.tls-verify-disabled
wget --no-check-certificate https://internal.example.com/app.tar.gz
# vigil: bash.tls-verify-disabled
git -c http.sslVerify=false clone https://git.example.com/app.git
# vigil-ok: bash.tls-verify-disabled
curl -fsS --cacert /etc/ssl/internal-ca.pem https://internal.example.com/health
