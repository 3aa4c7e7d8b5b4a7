#!/usr/bin/env bash
BUILD_DIR=$1

clean() {
  # vigil: bash.unsafe-rm
  rm -rf $BUILD_DIR/
  # vigil: bash.unsafe-rm
  rm -fr "$PREFIX/lib"
  # vigil-ok: bash.unsafe-rm
  rm -rf -- "${BUILD_DIR:?}/"
  # vigil-ok: bash.unsafe-rm
  rm -f "$BUILD_DIR/app.log"
}

cleanup() {
  # vigil-ok: bash.unsafe-rm
  rm -rf "$WORK_DIR"
  # vigil: bash.unsafe-rm
  rm -rf "$WORK_DIR"/*
  # vigil: bash.unsafe-rm
  rm -rf $WORK_DIR
}
