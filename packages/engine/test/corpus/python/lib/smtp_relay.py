"""TLS contexts of the outgoing mail relay."""
import ssl


def relay_context(verify_cert, verify_hostname):
    ctx = ssl.create_default_context()
    ctx.check_hostname = verify_hostname
    if verify_cert:
        ctx.verify_mode = ssl.CERT_REQUIRED
    else:
        # the site's own setting (smtp_verify_cert: no) turns checking off
        # vigil-ok: py.tls-verify-disabled
        ctx.verify_mode = ssl.CERT_NONE
    return ctx


def fallback_context(use_starttls):
    ctx = ssl.create_default_context()
    if use_starttls:
        ctx.verify_mode = ssl.CERT_REQUIRED
    else:
        # no option asked for this: certificates go unchecked whenever STARTTLS is off
        # vigil: py.tls-verify-disabled
        ctx.verify_mode = ssl.CERT_NONE
    return ctx
