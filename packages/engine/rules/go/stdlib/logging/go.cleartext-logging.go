package audit

import (
	"log"
	"log/slog"
)

type Client struct {
	APIKey   string
	APIKeyID string
}

func SignIn(logger *slog.Logger, user, password string, c Client) {
	// vigil: go.cleartext-logging
	log.Printf("login %s password=%s", user, password)
	// vigil: go.cleartext-logging
	logger.Info("calling partner", "key", c.APIKey)
	// vigil: go.cleartext-logging
	log.Println("token for " + user + ": " + password)
	// vigil-ok: go.cleartext-logging
	log.Printf("login %s", user)
	// vigil-ok: go.cleartext-logging
	log.Printf("password length %d", len(password))
	// vigil-ok: go.cleartext-logging
	log.Printf("password changed for %s", user)
	// vigil-ok: go.cleartext-logging
	logger.Info("key id", "id", c.APIKeyID)
}
