package server

import "crypto/tls"

func Legacy() *tls.Config {
	// vigil: go.weak-tls
	return &tls.Config{MinVersion: tls.VersionTLS10}
}

func Modern() *tls.Config {
	// vigil-ok: go.weak-tls
	return &tls.Config{MinVersion: tls.VersionTLS12}
}

func LegacySuites() *tls.Config {
	return &tls.Config{
		MinVersion: tls.VersionTLS12,
		// vigil: go.weak-tls
		CipherSuites: []uint16{tls.TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256, tls.TLS_RSA_WITH_RC4_128_SHA},
	}
}

func ModernSuites() *tls.Config {
	return &tls.Config{
		MinVersion: tls.VersionTLS12,
		// vigil-ok: go.weak-tls
		CipherSuites: []uint16{tls.TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384, tls.TLS_ECDHE_RSA_WITH_CHACHA20_POLY1305},
	}
}
