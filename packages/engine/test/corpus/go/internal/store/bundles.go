package store

import (
	"archive/tar"
	"archive/zip"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// Plugin bundles arrive as zip files from the marketplace and as tarballs from the build server.

var errOutside = errors.New("bundle entry outside the plugin folder")

func InstallZip(bundle, dest string) error {
	r, err := zip.OpenReader(bundle)
	if err != nil {
		return err
	}
	defer r.Close()
	for _, zf := range r.File {
		p := filepath.Join(dest, zf.Name)
		// vigil: go.path-traversal
		out, err := os.Create(p)
		if err != nil {
			return err
		}
		rc, err := zf.Open()
		if err != nil {
			return err
		}
		_, err = io.Copy(out, rc)
		rc.Close()
		out.Close()
		if err != nil {
			return err
		}
	}
	return nil
}

func InstallZipChecked(bundle, dest string) error {
	r, err := zip.OpenReader(bundle)
	if err != nil {
		return err
	}
	defer r.Close()
	for _, zf := range r.File {
		p := filepath.Join(dest, zf.Name)
		if !strings.HasPrefix(p, filepath.Clean(dest)+string(os.PathSeparator)) {
			return errOutside
		}
		// vigil-ok: go.path-traversal
		out, err := os.Create(p)
		if err != nil {
			return err
		}
		out.Close()
	}
	return nil
}

func InstallTar(r io.Reader, dest string) error {
	tr := tar.NewReader(r)
	for {
		hdr, err := tr.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		target := filepath.Join(dest, hdr.Name)
		// vigil: go.path-traversal
		out, err := os.OpenFile(target, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o644)
		if err != nil {
			return err
		}
		_, err = io.Copy(out, tr)
		out.Close()
		if err != nil {
			return err
		}
	}
}

func InstallTarFlat(r io.Reader, dest string) error {
	tr := tar.NewReader(r)
	for {
		hdr, err := tr.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		// vigil-ok: go.path-traversal
		out, err := os.Create(filepath.Join(dest, filepath.Base(hdr.Name)))
		if err != nil {
			return err
		}
		_, err = io.Copy(out, tr)
		out.Close()
		if err != nil {
			return err
		}
	}
}
