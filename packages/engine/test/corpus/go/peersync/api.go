// Package peersync: the control API and the transport of a peer-to-peer folder sync daemon.
package peersync

import (
	"bytes"
	"crypto/tls"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"net/http"
	"strings"
	"unsafe"

	"golang.org/x/sys/windows"
)

type API struct {
	cert tls.Certificate
}

func writeJSON(w http.ResponseWriter, v interface{}) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	bs, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	// vigil-ok: go.xss
	fmt.Fprintf(w, "%s\n", bs)
}

func (a *API) languages(w http.ResponseWriter, r *http.Request) {
	var langs []string
	for _, l := range strings.Split(r.Header.Get("Accept-Language"), ",") {
		langs = append(langs, strings.TrimSpace(l))
	}
	writeJSON(w, langs)
}

func (a *API) echoFolder(w http.ResponseWriter, r *http.Request) {
	folder := r.URL.Query().Get("folder")
	// vigil: go.xss
	fmt.Fprintf(w, "<p>No such folder: %s</p>", folder)
}

func badge(label string) []byte {
	img := image.NewGray(image.Rect(0, 0, 8*len(label), 16))
	for i := range label {
		img.Set(8*i, 8, color.Gray{Y: label[i]})
	}
	var buf bytes.Buffer
	_ = png.Encode(&buf, img)
	return append(buf.Bytes(), label...)
}

func (a *API) deviceBadge(w http.ResponseWriter, r *http.Request) {
	id := r.URL.Query().Get("device")
	w.Header().Set("Content-Type", "image/png")
	// vigil-ok: go.xss
	w.Write(badge(id))
}

func (a *API) deviceBadgeSVG(w http.ResponseWriter, r *http.Request) {
	id := r.URL.Query().Get("device")
	w.Header().Set("Content-Type", "image/svg+xml")
	// vigil: go.xss
	w.Write([]byte("<svg xmlns=\"http://www.w3.org/2000/svg\"><text>" + id + "</text></svg>"))
}

// peerConfig serves and dials peers; each side checks the other's certificate against its device
// list after the handshake.
func (a *API) peerConfig() *tls.Config {
	return &tls.Config{
		Certificates: []tls.Certificate{a.cert},
		ClientAuth:   tls.RequireAnyClientCert,
		MinVersion:   tls.VersionTLS13,
		// vigil-ok: go.tls-verify-disabled
		InsecureSkipVerify: true,
	}
}

// relayClient dials a relay with no check of who answers.
func (a *API) relayClient() *tls.Config {
	return &tls.Config{
		Certificates: []tls.Certificate{a.cert},
		// vigil: go.tls-verify-disabled
		InsecureSkipVerify: true,
	}
}

var procFreeSpace = windows.NewLazySystemDLL("kernel32.dll").NewProc("GetDiskFreeSpaceExW")

func freeSpace(root *uint16) (uint64, error) {
	var free, total, avail uint64
	// vigil-ok: go.unsafe-block
	r, _, err := procFreeSpace.Call(uintptr(unsafe.Pointer(root)), uintptr(unsafe.Pointer(&free)),
		// vigil-ok: go.unsafe-block
		uintptr(unsafe.Pointer(&total)), uintptr(unsafe.Pointer(&avail)))
	if r == 0 {
		return 0, err
	}
	return free, nil
}

func header(b []byte) *uint32 {
	// vigil: go.unsafe-block
	return (*uint32)(unsafe.Pointer(&b[0]))
}
