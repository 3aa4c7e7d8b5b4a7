package client

import (
	"crypto/tls"
	"net/http"
)

func Insecure() *http.Client {
	tr := &http.Transport{
		// vigil: go.tls-verify-disabled
		TLSClientConfig: &tls.Config{InsecureSkipVerify: true},
	}
	return &http.Client{Transport: tr}
}

func Mutate(cfg *tls.Config) {
	// vigil: go.tls-verify-disabled
	cfg.InsecureSkipVerify = true
}

func Strict() *tls.Config {
	// vigil-ok: go.tls-verify-disabled
	return &tls.Config{MinVersion: tls.VersionTLS12, InsecureSkipVerify: false}
}
