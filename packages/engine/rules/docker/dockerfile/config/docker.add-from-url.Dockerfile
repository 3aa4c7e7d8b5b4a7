FROM alpine:3.20
# vigil: docker.add-from-url
ADD https://github.com/tianon/gosu/releases/download/1.17/gosu-amd64 /usr/local/bin/gosu
# vigil: docker.add-from-url
ADD --chown=1000:1000 \
    http://downloads.example.net/tool.tar.gz /opt/
# vigil-ok: docker.add-from-url
ADD --checksum=sha256:24454f830cdb571e2c4ad15481119c43b3cafd48dd869a9b2945d1036d1dc68d https://example.net/app.tar.gz /opt/
# vigil-ok: docker.add-from-url
ADD ./vendor/tool.tar.gz /opt/
USER nobody
