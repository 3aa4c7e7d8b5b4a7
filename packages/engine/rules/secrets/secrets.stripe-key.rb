# vigil: secrets.stripe-key
Stripe.api_key = "sk_live_pGXafq0fjzLczbttOofL9H2W"
# test-mode keys are reported with low severity
# vigil: secrets.stripe-key
TEST_KEY = "sk_test_jQ5TY4MyWuUFjsUNPjc01T5G"
# vigil-ok: secrets.stripe-key
Stripe.api_key = ENV.fetch("STRIPE_SECRET_KEY")
# vigil-ok: secrets.stripe-key
PUBLISHABLE = "pk_live_OBUSZGi6HWGK10Zb0RLZ5TR9"
