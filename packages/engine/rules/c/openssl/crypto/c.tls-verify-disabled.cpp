#include <boost/asio/ssl.hpp>
namespace ssl = boost::asio::ssl;

void configure(ssl::context &ctx, bool insecure) {
    if (insecure) {
        // vigil: c.tls-verify-disabled
        ctx.set_verify_mode(ssl::verify_none);
    } else {
        // vigil-ok: c.tls-verify-disabled
        ctx.set_verify_mode(ssl::verify_peer | ssl::verify_fail_if_no_peer_cert);
    }
}
