// Package syncd: the peer transport of a file sync daemon. Peers present self-signed certificates
// and are identified by the hash of their certificate (the device id), checked after the handshake.
package syncd

import (
	"crypto/sha256"
	"crypto/tls"
	"errors"
	"net"
	"net/http"
)

type DeviceID [32]byte

type Transport struct {
	Cert    tls.Certificate
	Allowed map[DeviceID]bool
}

func remoteID(conn *tls.Conn) (DeviceID, error) {
	if err := conn.Handshake(); err != nil {
		return DeviceID{}, err
	}
	certs := conn.ConnectionState().PeerCertificates
	if len(certs) != 1 {
		return DeviceID{}, errors.New("expected exactly one certificate")
	}
	return sha256.Sum256(certs[0].Raw), nil
}

// DialPeer connects to a peer and accepts it only when its device id is known.
func (t *Transport) DialPeer(addr string) (*tls.Conn, error) {
	cfg := &tls.Config{
		Certificates: []tls.Certificate{t.Cert},
		MinVersion:   tls.VersionTLS13,
		// vigil-ok: go.tls-verify-disabled
		InsecureSkipVerify: true,
	}
	conn, err := tls.Dial("tcp", addr, cfg)
	if err != nil {
		return nil, err
	}
	id, err := remoteID(conn)
	if err != nil || !t.Allowed[id] {
		conn.Close()
		return nil, errors.New("unknown peer")
	}
	return conn, nil
}

// DialAnnounce posts to an announce server, whoever answers.
func (t *Transport) DialAnnounce(addr string) (*tls.Conn, error) {
	cfg := &tls.Config{
		Certificates: []tls.Certificate{t.Cert},
		MinVersion:   tls.VersionTLS13,
		// vigil: go.tls-verify-disabled
		InsecureSkipVerify: true,
	}
	return tls.Dial("tcp", addr, cfg)
}

// Listen accepts peers; their ids are checked by the caller of Accept.
func (t *Transport) Listen(addr string) (net.Listener, error) {
	cfg := &tls.Config{
		Certificates: []tls.Certificate{t.Cert},
		MinVersion:   tls.VersionTLS13,
		// vigil-ok: go.tls-verify-disabled
		InsecureSkipVerify: true,
	}
	return tls.Listen("tcp", addr, cfg)
}

// StatusClient fetches the status page of any configured host without checking its certificate.
func StatusClient() *http.Client {
	return &http.Client{Transport: &http.Transport{
		// vigil: go.tls-verify-disabled
		TLSClientConfig: &tls.Config{InsecureSkipVerify: true},
	}}
}
