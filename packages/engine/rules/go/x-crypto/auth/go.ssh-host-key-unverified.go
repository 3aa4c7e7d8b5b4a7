package deploy

import (
	"net"

	"golang.org/x/crypto/ssh"
	"golang.org/x/crypto/ssh/knownhosts"
)

func configs(user string, auth []ssh.AuthMethod, pinned ssh.PublicKey) []*ssh.ClientConfig {
	check, _ := knownhosts.New("/etc/ssh/ssh_known_hosts")
	return []*ssh.ClientConfig{
		// vigil: go.ssh-host-key-unverified
		{User: user, Auth: auth, HostKeyCallback: ssh.InsecureIgnoreHostKey()},
		{
			User: user,
			Auth: auth,
			// vigil: go.ssh-host-key-unverified
			HostKeyCallback: func(host string, remote net.Addr, key ssh.PublicKey) error { return nil },
		},
		// vigil-ok: go.ssh-host-key-unverified
		{User: user, Auth: auth, HostKeyCallback: check},
		// vigil-ok: go.ssh-host-key-unverified
		{User: user, Auth: auth, HostKeyCallback: ssh.FixedHostKey(pinned)},
	}
}
