package com.example.app.store

import android.content.Context
import android.content.Context.MODE_WORLD_WRITEABLE

class NoteStore(private val ctx: Context) {
    fun export(text: String) {
        // vigil: kt.insecure-permissions
        ctx.openFileOutput("export.txt", Context.MODE_WORLD_READABLE).use { it.write(text.toByteArray()) }
    }

    fun shared() =
        // vigil: kt.insecure-permissions
        ctx.getSharedPreferences("shared", MODE_WORLD_WRITEABLE)

    fun db() =
        // vigil: kt.insecure-permissions
        ctx.openOrCreateDatabase("notes.db", Context.MODE_WORLD_READABLE or Context.MODE_PRIVATE, null)

    fun private(text: String) {
        // vigil-ok: kt.insecure-permissions
        ctx.openFileOutput("notes.txt", Context.MODE_PRIVATE).use { it.write(text.toByteArray()) }
    }

    // vigil-ok: kt.insecure-permissions
    fun prefs() = ctx.getSharedPreferences("prefs", Context.MODE_PRIVATE)
}
