FROM node:20.15-alpine
# vigil: docker.secret-in-env
ENV DB_PASSWORD=Pr0d-s3cret-2024
# vigil: docker.secret-in-env
ARG NPM_TOKEN=npm_4f3kq9Zx0Lw2Vb7Yt8Rc5Nm1Pd6Gh3Js0Ka2
# vigil-ok: docker.secret-in-env
ARG NPM_TOKEN
# vigil-ok: docker.secret-in-env
ENV API_KEY_FILE=/run/secrets/api_key
# vigil-ok: docker.secret-in-env
ENV NODE_ENV=production PORT=8080
# vigil-ok: docker.secret-in-env
ENV SESSION_SECRET=${SESSION_SECRET}
USER node
