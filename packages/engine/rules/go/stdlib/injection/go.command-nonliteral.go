package tools

import (
	"context"
	"os/exec"
)

const uptimeCmd = "uptime"

func RunScript(script string) error {
	// vigil: go.command-nonliteral
	return exec.Command("sh", "-c", script).Run()
}

func Archive(ctx context.Context, dir string) error {
	// vigil: go.command-nonliteral
	return exec.CommandContext(ctx, "/bin/bash", "-c", "tar czf /tmp/out.tgz "+dir).Run()
}

func Safe(ctx context.Context, dir string) error {
	// vigil-ok: go.command-nonliteral
	if err := exec.CommandContext(ctx, "tar", "czf", "/tmp/out.tgz", "--", dir).Run(); err != nil {
		return err
	}
	// vigil-ok: go.command-nonliteral
	if err := exec.Command("sh", "-c", "uptime; df -h").Run(); err != nil {
		return err
	}
	// vigil-ok: go.command-nonliteral
	return exec.Command("sh", "-c", `tar czf /tmp/out.tgz "$1"`, "sh", dir).Run()
}
