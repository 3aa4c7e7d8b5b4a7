# vigil: docker.unpinned-image
FROM ubuntu AS base
# vigil: docker.unpinned-image
FROM nginx:latest AS web
# vigil: docker.unpinned-image
FROM registry.example.com:5000/team/runner
# vigil-ok: docker.unpinned-image
FROM base AS test
# vigil-ok: docker.unpinned-image
FROM python:3.12.4-slim AS py
# vigil-ok: docker.unpinned-image
FROM alpine@sha256:beefdbd8a1da6d2915566fde36db9db0b524eb737fc57cd1367effd16dc0d06d
# vigil-ok: docker.unpinned-image
FROM scratch
USER 65534
