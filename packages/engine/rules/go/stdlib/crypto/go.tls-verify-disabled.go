package client

import (
	"crypto/tls"
	"crypto/x509"
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

func PeerServer(cert tls.Certificate) *tls.Config {
	return &tls.Config{
		Certificates: []tls.Certificate{cert},
		ClientAuth:   tls.RequestClientCert,
		// vigil-ok: go.tls-verify-disabled
		InsecureSkipVerify: true,
	}
}

func Pinned(check func([][]byte, [][]*x509.Certificate) error) *tls.Config {
	cfg := &tls.Config{MinVersion: tls.VersionTLS12}
	cfg.VerifyPeerCertificate = check
	// vigil-ok: go.tls-verify-disabled
	cfg.InsecureSkipVerify = true
	return cfg
}

func ClientWithCert(cert tls.Certificate) *tls.Config {
	return &tls.Config{
		Certificates: []tls.Certificate{cert},
		// vigil: go.tls-verify-disabled
		InsecureSkipVerify: true,
	}
}
