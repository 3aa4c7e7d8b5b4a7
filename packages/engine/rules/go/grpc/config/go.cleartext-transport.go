package inventory

import (
	"crypto/tls"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/credentials/insecure"
)

func dialLegacy(addr string) (*grpc.ClientConn, error) {
	// vigil: go.cleartext-transport
	return grpc.Dial(addr, grpc.WithInsecure())
}

func dialPlain(addr string) (*grpc.ClientConn, error) {
	// vigil: go.cleartext-transport
	return grpc.NewClient(addr, grpc.WithTransportCredentials(insecure.NewCredentials()))
}

func dialTLS(addr string) (*grpc.ClientConn, error) {
	creds := credentials.NewTLS(&tls.Config{MinVersion: tls.VersionTLS12})
	// vigil-ok: go.cleartext-transport
	return grpc.NewClient(addr, grpc.WithTransportCredentials(creds))
}
