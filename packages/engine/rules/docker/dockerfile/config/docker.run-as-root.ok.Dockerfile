# vigil-ok: docker.run-as-root
FROM python:3.12-slim
RUN useradd --system --uid 10001 app \
    && mkdir /srv/app \
    && chown app /srv/app
WORKDIR /srv/app
COPY --chown=app . .
# vigil-ok: docker.run-as-root
USER 10001
CMD ["python", "-m", "app"]
