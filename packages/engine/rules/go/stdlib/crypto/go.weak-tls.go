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
