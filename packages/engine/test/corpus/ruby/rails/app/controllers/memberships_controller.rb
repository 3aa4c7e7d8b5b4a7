class MembershipsController < ApplicationController
  # vigil: rb.csrf-disabled
  skip_before_action :verify_authenticity_token, only: [:update]

  def create
    # vigil: rb.mass-assignment
    @membership = current_team.memberships.new(params[:membership].permit!)
    @membership.save!
    redirect_to team_path(current_team)
  end

  def update
    membership = current_team.memberships.find(params[:id])
    # vigil-ok: rb.mass-assignment
    membership.update(params.require(:membership).permit(:nickname, :notify_by_email))
    redirect_to team_path(current_team)
  end

  def bulk_invite
    # vigil: rb.mass-assignment
    params.permit!
    Array(params[:invites]).each { |invite| current_team.invitations.create(invite) }
    head :created
  end

  def export_filters
    # vigil-ok: rb.mass-assignment
    filters = params[:filters] ? params[:filters].permit!.to_h : {}
    render json: MembershipExport.new(current_team, filters.slice("role", "joined_after")).rows
  end
end

class TeamSyncController < ActionController::Base
  include ActiveSupport::SecurityUtils
  before_action :check_sync_token
  # vigil-ok: rb.csrf-disabled
  skip_before_action :verify_authenticity_token

  def create
    TeamSyncJob.perform_later(params[:team_id].to_i)
    head :accepted
  end

  private

  def check_sync_token
    head :forbidden unless secure_compare(request.headers["X-Sync-Token"].to_s, ENV.fetch("TEAM_SYNC_TOKEN"))
  end
end
