package main

import "os"

func publish(path string, f *os.File) error {
	// vigil: go.insecure-permissions
	if err := os.Chmod(path, 0777); err != nil {
		return err
	}
	// vigil: go.insecure-permissions
	os.Chmod(path+".lock", 0o666)
	// vigil: go.insecure-permissions
	f.Chmod(os.ModePerm)
	// vigil-ok: go.insecure-permissions
	os.Chmod(path, 0755)
	// vigil-ok: go.insecure-permissions
	f.Chmod(0o640)
	// vigil-ok: go.insecure-permissions
	return os.MkdirAll(path+".d", 0777)
}

func save(dir string, data, key []byte) error {
	// vigil: go.insecure-permissions
	if err := os.WriteFile(dir+"/hook.sh", data, 0777); err != nil {
		return err
	}
	// vigil: go.insecure-permissions
	if err := os.WriteFile(dir+"/server.key", key, 0666); err != nil {
		return err
	}
	// vigil-ok: go.insecure-permissions
	if err := os.WriteFile(dir+"/server.key", key, 0600); err != nil {
		return err
	}
	// vigil-ok: go.insecure-permissions
	if err := os.WriteFile(dir+"/report.txt", data, 0666); err != nil {
		return err
	}
	// vigil: go.insecure-permissions
	f, err := os.OpenFile(dir+"/config.yaml", os.O_CREATE|os.O_WRONLY, 0o666)
	if err != nil {
		return err
	}
	defer f.Close()
	// vigil-ok: go.insecure-permissions
	g, err := os.OpenFile(dir+"/access.log", os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0644)
	if err != nil {
		return err
	}
	defer g.Close()
	// vigil-ok: go.insecure-permissions
	h, err := os.OpenFile(dir+"/hook.sh", os.O_RDONLY, 0777)
	if err != nil {
		return err
	}
	return h.Close()
}
