package client

import (
	"bytes"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"net"
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

func DialPinned(addr string, cert tls.Certificate, want []byte) (*tls.Conn, error) {
	cfg := &tls.Config{
		Certificates: []tls.Certificate{cert},
		// vigil-ok: go.tls-verify-disabled
		InsecureSkipVerify: true,
	}
	conn, err := tls.Dial("tcp", addr, cfg)
	if err != nil {
		return nil, err
	}
	if certs := conn.ConnectionState().PeerCertificates; len(certs) != 1 || !bytes.Equal(certs[0].Raw, want) {
		conn.Close()
		return nil, errors.New("unexpected peer")
	}
	return conn, nil
}

func peerKey(conn *tls.Conn) ([]byte, error) {
	if err := conn.Handshake(); err != nil {
		return nil, err
	}
	certs := conn.ConnectionState().PeerCertificates
	if len(certs) != 1 {
		return nil, errors.New("want one certificate")
	}
	return certs[0].RawSubjectPublicKeyInfo, nil
}

func DialKnownPeer(addr string, known []byte) (*tls.Conn, error) {
	// vigil-ok: go.tls-verify-disabled
	conn, err := tls.Dial("tcp", addr, &tls.Config{InsecureSkipVerify: true})
	if err != nil {
		return nil, err
	}
	key, err := peerKey(conn)
	if err != nil || !bytes.Equal(key, known) {
		conn.Close()
		return nil, errors.New("unknown peer")
	}
	return conn, nil
}

func peerName(conn *tls.Conn) string {
	return conn.RemoteAddr().String()
}

func DialAnyPeer(addr string) (*tls.Conn, string, error) {
	// vigil: go.tls-verify-disabled
	conn, err := tls.Dial("tcp", addr, &tls.Config{InsecureSkipVerify: true})
	if err != nil {
		return nil, "", err
	}
	return conn, peerName(conn), nil
}

func ListenOnly(addr string, cert tls.Certificate) (net.Listener, error) {
	cfg := &tls.Config{
		Certificates: []tls.Certificate{cert},
		// vigil-ok: go.tls-verify-disabled
		InsecureSkipVerify: true,
	}
	return tls.Listen("tcp", addr, cfg)
}

func ListenAndForward(addr, upstream string, cert tls.Certificate) (net.Listener, error) {
	cfg := &tls.Config{
		Certificates: []tls.Certificate{cert},
		// vigil: go.tls-verify-disabled
		InsecureSkipVerify: true,
	}
	if _, err := tls.Dial("tcp", upstream, cfg); err != nil {
		return nil, err
	}
	return tls.Listen("tcp", addr, cfg)
}
