package store

import (
	"crypto/tls"
	"os"
	"path/filepath"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/credentials/insecure"
)

// ReplicaClient ships order snapshots to the read replicas.
type ReplicaClient struct {
	conn    *grpc.ClientConn
	dataDir string
}

// DialReplica connects to a replica in another data centre.
func DialReplica(addr, dataDir string) (*ReplicaClient, error) {
	// vigil: go.cleartext-transport
	conn, err := grpc.NewClient(addr, grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		return nil, err
	}
	return &ReplicaClient{conn: conn, dataDir: dataDir}, nil
}

// DialReplicaTLS connects with TLS 1.2 or later.
func DialReplicaTLS(addr, dataDir string) (*ReplicaClient, error) {
	creds := credentials.NewTLS(&tls.Config{MinVersion: tls.VersionTLS12})
	// vigil-ok: go.cleartext-transport
	conn, err := grpc.NewClient(addr, grpc.WithTransportCredentials(creds))
	if err != nil {
		return nil, err
	}
	return &ReplicaClient{conn: conn, dataDir: dataDir}, nil
}

// Stage writes a snapshot before it is shipped.
func (c *ReplicaClient) Stage(snapshot []byte) (string, error) {
	// vigil: go.insecure-temp-file
	if err := os.WriteFile("/tmp/replica-snapshot.bin", snapshot, 0o600); err != nil {
		return "", err
	}
	// vigil-ok: go.insecure-temp-file
	f, err := os.CreateTemp(c.dataDir, "snapshot-*.bin")
	if err != nil {
		return "", err
	}
	defer f.Close()
	if _, err := f.Write(snapshot); err != nil {
		return "", err
	}
	// vigil-ok: go.insecure-temp-file
	return f.Name(), os.WriteFile(filepath.Join(c.dataDir, "latest"), []byte(f.Name()), 0o600)
}
