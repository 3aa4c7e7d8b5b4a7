# Bookmarks: redirects after create/update/follow.
class BookmarksController < ApplicationController
  def create
    @bookmark = current_user.bookmarks.new(params.require(:bookmark).permit(:title, :target))
    if @bookmark.save
      # vigil-ok: rb.open-redirect
      redirect_to @bookmark
    else
      render :new, status: :unprocessable_entity
    end
  end

  def update
    bookmark = Bookmark.find(params[:id])
    bookmark.update!(bookmark_params)
    # vigil-ok: rb.open-redirect
    redirect_to bookmark, notice: "Saved"
  end

  def duplicate
    copy = Bookmark.create!(title: params[:title], target: params[:target])
    # vigil-ok: rb.open-redirect
    redirect_to copy
  end

  def follow
    bookmark = Bookmark.new(params.require(:bookmark).permit(:title, :target))
    # vigil: rb.open-redirect
    redirect_to bookmark.target, allow_other_host: true
  end

  def preview
    bookmark = Bookmark.new(title: "Preview", target: params[:target])
    # vigil: rb.open-redirect
    redirect_to bookmark.target, allow_other_host: true
  end

  def preview_saved
    bookmark = Bookmark.new(title: "Preview", target: params[:target])
    bookmark.save!
    # vigil-ok: rb.open-redirect
    redirect_to bookmark
  end

  def jump
    # vigil: rb.open-redirect
    redirect_to params[:url], allow_other_host: true
  end

  def mirror
    # vigil: rb.open-redirect
    redirect_to "http://#{params[:host]}/bookmarks", allow_other_host: true
  end

  private

  def bookmark_params
    params.require(:bookmark).permit(:title, :target)
  end
end
