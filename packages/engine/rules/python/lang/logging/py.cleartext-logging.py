import logging

log = logging.getLogger(__name__)


def sign_in(user, password, client):
    # vigil: py.cleartext-logging
    log.info("login %s password=%s", user, password)
    # vigil: py.cleartext-logging
    logging.debug(f"calling partner with key {client.api_key}")
    # vigil: py.cleartext-logging
    log.warning("token for " + user + ": " + client.refresh_token)
    # vigil: py.cleartext-logging
    log.error("reset %s %s" % (user, password))
    # vigil-ok: py.cleartext-logging
    log.info("login %s", user)
    # vigil-ok: py.cleartext-logging
    log.info("password length %d", len(password))
    # vigil-ok: py.cleartext-logging
    log.info("password changed for %s", user)
    # vigil-ok: py.cleartext-logging
    log.info("key id %s", client.api_key_id)
    # vigil-ok: py.cleartext-logging
    log.info("has password: %s", password is not None)
