# vigil-ok: docker.run-as-root
FROM golang:1.23 AS build
WORKDIR /src
COPY . .
RUN go build -o /app ./cmd/server

FROM debian:12-slim
COPY --from=build /app /usr/local/bin/app
# vigil: docker.run-as-root
USER root
ENTRYPOINT ["/usr/local/bin/app"]
