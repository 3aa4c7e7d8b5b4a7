package live

import (
	"net/http"

	"github.com/gorilla/websocket"
)

var upgrader = websocket.Upgrader{
	ReadBufferSize: 1024,
	// vigil: go.websocket-origin-unchecked
	CheckOrigin: func(r *http.Request) bool { return true },
}

var strict = websocket.Upgrader{
	// vigil-ok: go.websocket-origin-unchecked
	CheckOrigin: func(r *http.Request) bool { return r.Header.Get("Origin") == "https://app.example.com" },
}

func configure(u *websocket.Upgrader) {
	// vigil: go.websocket-origin-unchecked
	u.CheckOrigin = func(r *http.Request) bool {
		return true
	}
}
